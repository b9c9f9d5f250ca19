// What the office's account commands share (add-account-command.ts, reset-account-command.ts):
// their settings, their refusals, and the printout of a new second factor, shown once.
import { configFromEnv, type ServiceConfig } from '../../config';
import { qrTerminal } from '../auth/second-factor';
import type { NewSecondFactor } from './account-operations';

/** Says why on standard error and exits with 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The service's settings from the environment, as the service reads them (the same database, the same key). */
export function commandConfig(): ServiceConfig {
  try {
    return configFromEnv(process.env);
  } catch (error) {
    return fail(`The service's settings are wrong: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The second factor's secret, its otpauth:// address and a QR code of it for an authenticator
 * app, and the recovery codes: printed once, to the terminal only (this is the one place they
 * are ever shown; the database keeps the secret sealed and the codes hashed).
 */
export async function printSecondFactor(secondFactor: NewSecondFactor): Promise<void> {
  const qr = await qrTerminal(secondFactor.uri);
  process.stdout.write(
    'The second factor: scan this QR code with an authenticator app (Google Authenticator, Aegis, 1Password…),\n' +
      'or add it by its secret or its address.\n' +
      `${qr}\n` +
      `Secret: ${secondFactor.secret}\n` +
      `Address: ${secondFactor.uri}\n` +
      `Recovery codes (${secondFactor.recoveryCodes.length}; each signs in once without the phone: keep them on paper, away from the phone):\n` +
      secondFactor.recoveryCodes.map((code) => `  ${code}\n`).join('') +
      'These are shown this once. Keep them as you keep the password: with it, they sign in as this account.\n',
  );
}

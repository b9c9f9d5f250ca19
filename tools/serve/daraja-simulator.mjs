// Starts the Daraja simulator (services/daraja-simulator/: M-Pesa's API and a phone, docs/payments.md) as
// a child process, and the order service's settings that point it there. Used by `npm start`,
// unless MPESA_DARAJA_URL names a real Daraja (the sandbox or production: README), and by the
// e2e stack.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './serve.mjs';

const SIMULATOR_MAIN = path.join(repoRoot, 'services/daraja-simulator', 'src', 'main.ts');

/** The simulator's own test credentials (docs/payments.md): not secrets, they open nothing else. */
const SIMULATOR_CREDENTIALS = {
  key: 'simulator-key',
  secret: 'simulator-secret',
  passkey: 'simulator-passkey',
  initiator: 'simulator-initiator',
  initiatorPassword: 'simulator-initiator-password',
};

/**
 * @param {{ port: number, quiet?: boolean, env?: Record<string, string> }} options
 * @returns {Promise<{ name: string, url: string, port: number, close: () => Promise<void> }>}
 */
export async function startDarajaSimulator({ port, quiet = false, env = {} }) {
  const child = spawn(process.execPath, ['--import', 'tsx', SIMULATOR_MAIN], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://localhost:${port}`;
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 150))) {
    if (child.exitCode !== null) throw new Error(`The Daraja simulator stopped (exit code ${child.exitCode})`);
    const answers = await fetch(`${url}/simulator/prompts`, { signal: AbortSignal.timeout(1000) }).then((response) => response.ok, () => false);
    if (answers) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`The Daraja simulator did not answer on ${url} within 20 s`);
    }
  }
  return { name: 'daraja', url, port, close };
}

/**
 * The order service's M-Pesa settings for the simulator at `simulatorUrl`: Daraja's callbacks come
 * back through the shop's origin (the shell's /api/ proxy), as they would through the ingress,
 * under a callback secret new to this run. The Transaction Status initiator's credential is made
 * by the service from its password and the simulator's certificate, as from Safaricom's.
 * @param {string} simulatorUrl
 * @param {string} shopOrigin
 * @returns {Promise<Record<string, string>>}
 */
export async function simulatorPaymentEnv(simulatorUrl, shopOrigin) {
  const certificate = await fetch(`${simulatorUrl}/simulator/certificate`).then((response) => response.text());
  const certificateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-daraja-')), 'simulator-certificate.pem');
  fs.writeFileSync(certificateFile, certificate);
  return {
    MPESA_INITIATOR_NAME: SIMULATOR_CREDENTIALS.initiator,
    MPESA_INITIATOR_PASSWORD: SIMULATOR_CREDENTIALS.initiatorPassword,
    MPESA_CERTIFICATE_FILE: certificateFile,
    MPESA_DARAJA_URL: simulatorUrl,
    MPESA_CONSUMER_KEY: SIMULATOR_CREDENTIALS.key,
    MPESA_CONSUMER_SECRET: SIMULATOR_CREDENTIALS.secret,
    MPESA_PASSKEY: SIMULATOR_CREDENTIALS.passkey,
    MPESA_CALLBACK_BASE_URL: shopOrigin,
    // Hex: no word Daraja refuses in a callback URL ("exe", "sql", …) can appear in it.
    MPESA_CALLBACK_SECRET: randomBytes(24).toString('hex'),
  };
}

// Adds an office account (docs/office.md, "Who signs in"):
//   npm run office:add-account -- --role owner|staff --username amina --name "Amina Wanjiru" [--totp-secret BASE32]
// It opens the database the service would (DATABASE_URL, or PGlite in PGLITE_DATA_DIR /
// services/order-service/data), brings its schema up to date, asks for the password (twice, hidden, on a
// terminal; one line of standard input otherwise) and stores its argon2id hash. For an owner it
// makes the second factor's secret (or takes --totp-secret, which the e2e suite uses) and prints
// it with its otpauth:// address. A PGlite folder that a running service holds is refused.
import { parseArgs } from 'node:util';
import { configFromEnv, migrationsFolder } from '../../config';
import { openDatabase } from '../../db/database';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { isBase32Secret, newTotpSecret, otpauthUri } from '../auth/totp';
import { accountNameSchema, createAccount, findAccount, usernameSchema } from './account-store';
import { processesUsing } from './data-dir-in-use';
import { readNewPassword } from './read-password';

const usage = 'Usage: npm run office:add-account -- --role owner|staff --username <username> --name "<name>" [--totp-secret <base32>]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** A refusal once the database is open: thrown, so it is closed before the command exits. */
class Refusal extends Error {}
const refuse: (message: string) => never = (message) => {
  throw new Refusal(message);
};

const { values } = (() => {
  try {
    return parseArgs({ options: { role: { type: 'string' }, username: { type: 'string' }, name: { type: 'string' }, 'totp-secret': { type: 'string' } } });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
})();
const role = values.role;
if (role !== 'owner' && role !== 'staff') fail(`--role must be owner or staff.\n${usage}`);
const username = usernameSchema.safeParse(values.username ?? '');
if (!username.success) fail(`--username: ${username.error.issues[0]?.message ?? 'missing'}\n${usage}`);
const name = accountNameSchema.safeParse(values.name ?? '');
if (!name.success) fail(`--name: ${name.error.issues[0]?.message ?? 'missing'}\n${usage}`);
const givenSecret = values['totp-secret']?.trim().toUpperCase();
if (givenSecret !== undefined && role !== 'owner') fail('--totp-secret is for owners: staff sign in with a password only.');
if (givenSecret !== undefined && !isBase32Secret(givenSecret)) fail('--totp-secret must be base32 (A–Z, 2–7), at least 16 characters.');

const config = (() => {
  try {
    return configFromEnv(process.env);
  } catch (error) {
    return fail(`The service's settings are wrong: ${error instanceof Error ? error.message : String(error)}`);
  }
})();
if (config.database.engine === 'pglite') {
  const holders = processesUsing(config.database.dataDir);
  if (holders && holders.length > 0)
    fail(
      `The order service's PGlite data (${config.database.dataDir}) is in use by process ${holders.join(', ')}: ` +
        'PGlite is one process\'s database. Stop the order service (npm start) and run this again.',
    );
}

const database = await openDatabase(config.database, { timeoutMs: Math.max(config.dbTimeoutMs, 15_000), onOpen: (opened) => opened.migrate(migrationsFolder) }).catch((error: unknown) =>
  fail(`The database could not be opened: ${error instanceof Error ? error.message : String(error)}`),
);
try {
  await database.opened;
  if (await findAccount(database.db, username.data)) refuse(`The username "${username.data}" is taken: nothing was stored.`);
  const password = await readNewPassword().catch((error: unknown) => refuse(error instanceof Error ? error.message : String(error)));
  const weak = passwordProblem(password);
  if (weak) refuse(`${weak} Nothing was stored.`);
  const totpSecret = role === 'owner' ? (givenSecret ?? newTotpSecret()) : null;
  const account = await createAccount(database.db, { username: username.data, name: name.data, role, passwordHash: await hashPassword(password), mustChangePassword: false, totpSecret });
  if (!account) refuse(`The username "${username.data}" is taken: nothing was stored.`);
  process.stdout.write(`Added the ${role} account "${account.username}" (${account.name}).\n`);
  if (totpSecret) {
    process.stdout.write(
      'The second factor: add it to an authenticator app (Google Authenticator, Aegis, 1Password…), by its secret or its address.\n' +
        `Secret: ${totpSecret}\n` +
        `Address: ${otpauthUri(totpSecret, account.username)}\n` +
        'Keep it as you keep the password: whoever has it and the password can sign in as the owner.\n',
    );
  }
} catch (error) {
  // Refused after the database was opened: it is closed cleanly before the command exits.
  if (!(error instanceof Refusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}

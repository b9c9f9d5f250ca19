// Adds an office account (docs/office.md, "Who signs in"), while the shop runs or not:
//   npm run office:add-account -- --role owner|manager|staff --username amina --name "Amina Wanjiru" [--totp-secret BASE32]
// It reaches the database the service uses (DATABASE_URL, or PGlite in PGLITE_DATA_DIR /
// services/order-service/data: through the running service's admin socket when a service holds
// that folder; account-desk.ts), asks for the password (twice, hidden, on a terminal; one line of
// standard input otherwise), and the account is stored with its argon2id hash. An owner gets a
// second factor at once (or --totp-secret's, which the e2e suite uses): its secret, address, QR
// code and recovery codes are printed, once.
import { parseArgs } from 'node:util';
import { isBase32Secret } from '../auth/totp';
import { openAccountDesk, type AccountDesk } from './account-desk';
import { accountNameSchema, usernameSchema } from './account-store';
import { commandConfig, fail, printSecondFactor } from './command-support';
import { readNewPassword } from './read-password';

const usage = 'Usage: npm run office:add-account -- --role owner|manager|staff --username <username> --name "<name>" [--totp-secret <base32>]';

const { values } = (() => {
  try {
    return parseArgs({ options: { role: { type: 'string' }, username: { type: 'string' }, name: { type: 'string' }, 'totp-secret': { type: 'string' } } });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
})();
const role = values.role;
if (role !== 'owner' && role !== 'manager' && role !== 'staff') fail(`--role must be owner, manager or staff.\n${usage}`);
const username = usernameSchema.safeParse(values.username ?? '');
if (!username.success) fail(`--username: ${username.error.issues[0]?.message ?? 'missing'}\n${usage}`);
const name = accountNameSchema.safeParse(values.name ?? '');
if (!name.success) fail(`--name: ${name.error.issues[0]?.message ?? 'missing'}\n${usage}`);
const givenSecret = values['totp-secret']?.trim().toUpperCase();
if (givenSecret !== undefined && role !== 'owner') fail('--totp-secret is for owners: staff and managers set up their own second factor in the office.');
if (givenSecret !== undefined && !isBase32Secret(givenSecret)) fail('--totp-secret must be base32 (A–Z, 2–7), at least 16 characters.');

const desk: AccountDesk = await openAccountDesk(commandConfig()).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
try {
  const found = await desk.ask({ op: 'look-up', username: username.data });
  if (!found.ok) throw new Error(found.error);
  if (found.op === 'look-up' && found.account) throw new Error(`The username "${username.data}" is taken: nothing was stored.`);
  const password = await readNewPassword();
  const added = await desk.ask({ op: 'add-account', username: username.data, name: name.data, role, password, ...(givenSecret === undefined ? {} : { totpSecret: givenSecret }) });
  if (!added.ok) throw new Error(added.error);
  if (added.op !== 'add-account') throw new Error('The service answered another question.');
  process.stdout.write(`Added the ${added.account.role} account "${added.account.username}" (${added.account.name}).\n`);
  if (added.secondFactor) await printSecondFactor(added.secondFactor);
  else process.stdout.write('Its first sign-in is at /office with this password.\n');
} catch (error) {
  // Refused: said on standard error, and the database is closed cleanly before the command exits.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await desk.close();
}

// The owner's way back in (docs/office.md, "Who signs in"), while the shop runs or not:
//   npm run office:reset-account -- --username amina [--password] [--second-factor]
// --password asks for a new password (twice, hidden, on a terminal; one line of standard input
// otherwise); --second-factor makes a new second factor, printed once like add-account's (its
// secret, address, QR code and recovery codes), the old one and its recovery codes no longer
// working. Every session of the account ends. The access record keeps each reset, by nobody
// signed in (`{ via: "command" }`). It reaches the database as add-account does (account-desk.ts).
import { parseArgs } from 'node:util';
import { openAccountDesk, type AccountDesk } from './account-desk';
import { usernameSchema } from './account-store';
import { commandConfig, fail, printSecondFactor } from './command-support';
import { readNewPassword } from './read-password';

const usage = 'Usage: npm run office:reset-account -- --username <username> [--password] [--second-factor]';

const { values } = (() => {
  try {
    return parseArgs({ options: { username: { type: 'string' }, password: { type: 'boolean' }, 'second-factor': { type: 'boolean' } } });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
})();
const username = usernameSchema.safeParse(values.username ?? '');
if (!username.success) fail(`--username: ${username.error.issues[0]?.message ?? 'missing'}\n${usage}`);
const resetPassword = values.password === true;
const resetSecondFactor = values['second-factor'] === true;
if (!resetPassword && !resetSecondFactor) fail(`Say what to reset: --password, --second-factor, or both.\n${usage}`);

const desk: AccountDesk = await openAccountDesk(commandConfig()).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
try {
  const found = await desk.ask({ op: 'look-up', username: username.data });
  if (!found.ok) throw new Error(found.error);
  if (found.op !== 'look-up' || !found.account) throw new Error(`There is no account "${username.data}": nothing was changed.`);
  const password = resetPassword ? await readNewPassword('nothing was changed') : undefined;
  const reset = await desk.ask({ op: 'reset-account', username: username.data, ...(password === undefined ? {} : { password }), secondFactor: resetSecondFactor });
  if (!reset.ok) throw new Error(reset.error);
  if (reset.op !== 'reset-account') throw new Error('The service answered another question.');
  const who = `"${reset.account.username}" (${reset.account.name})`;
  if (reset.password) process.stdout.write(`The password of ${who} is reset: sign in with the new one.\n`);
  if (reset.secondFactor) {
    process.stdout.write(`A new second factor for ${who}: the old one and its recovery codes no longer work.\n`);
    await printSecondFactor(reset.secondFactor);
  }
  process.stdout.write(`Every session of ${who} has ended.\n`);
  if (reset.account.disabled) process.stdout.write('This account is disabled: it still cannot sign in.\n');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await desk.close();
}

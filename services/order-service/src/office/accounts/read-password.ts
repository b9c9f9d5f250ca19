// Reads a password for a command: typed without echo on a terminal, or one line of standard
// input otherwise (a script, a test, the e2e suite).
import readline from 'node:readline';

/** Reads one line from a terminal without showing what is typed. */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    let typed = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = (error: Error | null) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(null);
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of standard input. */
async function readLine(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/**
 * The new password: asked twice on a terminal (they must match), else one line of standard
 * input. `nothingDone` ends the refusal when they differ ("nothing was stored").
 */
export async function readNewPassword(nothingDone = 'nothing was stored'): Promise<string> {
  if (!process.stdin.isTTY) return readLine();
  process.stderr.write('A password of at least 12 characters, not easy to guess: a few unrelated words, or a phrase only you would think of.\n');
  const first = await readHidden('Password: ');
  const second = await readHidden('The same password again: ');
  if (first !== second) throw new Error(`The two passwords differ: ${nothingDone}.`);
  return first;
}

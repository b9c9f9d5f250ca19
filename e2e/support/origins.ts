// Where each app is served in the e2e stack, as `npm start` serves it: from config/apps.cjs, the
// one list of the deployables and their ports, so no journey names a port of its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the repository's CommonJS list
const { apps } = require('../../config/apps.cjs') as { apps: readonly { name: string; port: number; host?: boolean }[] };

/** The origin an app (`shell`, `catalog`, …) is served from. */
export function originOf(app: string): string {
  const port = apps.find((candidate) => candidate.name === app)?.port;
  if (port === undefined) throw new Error(`config/apps.cjs has no app ${app}`);
  return `http://localhost:${port}`;
}

/** The shop's own origin: the shell's. */
export const SHOP = originOf(apps.find((app) => app.host)!.name);

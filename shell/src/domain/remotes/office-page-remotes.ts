import type { RemoteName } from './runtime-config';

/**
 * The remotes the back office's page (/office…) registers and loads: the office alone. Its build
 * puts this file in the place of page-remotes.ts (shell/webpack.config.js).
 */
export const PAGE_REMOTES: readonly RemoteName[] = ['office'];

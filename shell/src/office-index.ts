// The back office's page (/office and every path under it, docs/office.md): a build of the shell
// of its own (shell/webpack.config.js, served from /office/), which the shell's servers answer
// every office path with. It registers the office alone (domain/remotes/office-page-remotes.ts
// takes page-remotes.ts's place in that build) and draws no storefront, so nothing of the office
// is on a shopper's page and nothing of the storefront on the office's.
import { startRemoteRegistry } from './domain/remotes/remote-registry';

// Read the runtime config and register the office now; a failure is shown by the office's
// region, with Retry, so it is only caught here.
startRemoteRegistry().catch(() => undefined);

// An async boundary, so webpack can agree on the shared singletons before any of them runs.
void import('./office-bootstrap');

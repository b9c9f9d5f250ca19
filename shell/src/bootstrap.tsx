import { createRoot, hydrateRoot } from 'react-dom/client';
import { emptyShopState } from '@mimea/shared';
import { App } from './app';
import { provideRemoteModulesToRemotes } from './remotes/federated-module-loader';
import { startConnectivity } from './offline/connectivity';
import { startServiceWorker } from './offline/start-service-worker';

provideRemoteModulesToRemotes();
startConnectivity();
startServiceWorker();

// The chrome renders at once; remote regions wait for the runtime config that index.ts asked for.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// A route's page arrives with its HTML (site/prerender-pages.tsx): React takes it over as it is,
// reading the empty cart it was rendered with until it has (then the shopper's own follows).
// The plain app page (a shopper's order, an unknown path, offline) has none: React draws it.
if (container.firstElementChild) hydrateRoot(container, <App serverState={emptyShopState()} />);
else createRoot(container).render(<App />);

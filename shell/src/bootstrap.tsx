import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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
// A transition: React renders the first page in slices, yielding to the browser between them,
// instead of one long task that keeps a phone from responding (Total Blocking Time).
const root = createRoot(container);
startTransition(() => root.render(<App />));

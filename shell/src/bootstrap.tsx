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
createRoot(container).render(<App />);

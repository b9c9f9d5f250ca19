import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startRemoteRegistry } from './remotes/remote-registry';

// The chrome renders at once; remote regions wait for the runtime config on their own.
startRemoteRegistry();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<App />);

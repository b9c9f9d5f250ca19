import { createRoot } from 'react-dom/client';
import { startConnectivity } from './domain/offline/connectivity';
import './features/office/groups-for-office';
import { OfficeShell } from './pages/office-shell';

// Whether the office's fallback says "offline" or "could not be loaded" (connectivity.ts). No
// service worker is registered from here: it leaves every /office address to the browser.
startConnectivity();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The office's page arrives empty (it has no HTML of its own): React draws it.
createRoot(container).render(<OfficeShell />);

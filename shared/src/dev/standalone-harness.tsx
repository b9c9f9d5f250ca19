import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// Through the package's own names, not by path: in a remote's dev build these resolve to the
// federated singletons the remote's pages use, so harness and pages share one store and router.
import { BrowserRouter, Link, Route, Routes, ShopProviders } from '@mimea/shared';
import { Box } from '@mimea/shared/ui/core';

export interface HarnessRoute {
  path: string;
  element: ReactNode;
  /** Listed in the harness bar when given. */
  label?: string;
}

/**
 * Renders one remote on its own (`npm run dev -w mf-…`): store, theme, toasts, router, and a
 * bar linking its pages. The shell is not needed, so a team can work without the others.
 */
export function renderStandalone(appName: string, routes: HarnessRoute[]) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ShopProviders>
        <BrowserRouter>
          <Box component="nav" aria-label="Standalone pages" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 1.5, bgcolor: 'secondary.light' }}>
            <strong>{appName} (standalone)</strong>
            {routes.filter((route) => route.label).map((route) => (
              <Link key={route.path} to={route.path}>
                {route.label}
              </Link>
            ))}
          </Box>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<p style={{ padding: 16 }}>Not a page of {appName}; the shell routes it.</p>} />
          </Routes>
        </BrowserRouter>
      </ShopProviders>
    </StrictMode>,
  );
}

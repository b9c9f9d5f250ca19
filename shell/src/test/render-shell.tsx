import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, ShopProviders } from '@mimea/shared';
import { ShopLayout } from '../features/chrome/shop-layout';
import { pageRoutes } from '../pages/route-table';

/** Where the shell is, and a way to move it, for assertions. */
export interface ShellProbe {
  location: Location;
  navigate: NavigateFunction;
}

function Shell({ onRender }: { onRender: (probe: ShellProbe) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onRender({ location, navigate });
  }, [location, navigate, onRender]);
  return useRoutes([{ element: <ShopLayout />, children: pageRoutes }]);
}

/**
 * Renders the whole shell (chrome and route table) at a path, with the page's shared store.
 * A MemoryRouter stands in for the browser router: jsdom lacks the Request a data router needs.
 */
export function renderShell(path: string) {
  const probe = {} as ShellProbe;
  const onRender = (latest: ShellProbe) => Object.assign(probe, latest);
  const view = render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Shell onRender={onRender} />
      </MemoryRouter>
    </ShopProviders>,
  );
  return { shell: probe, ...view };
}

import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction } from 'react-router-dom';
import { ShopProviders } from '@mimea/shared';
import { ShopLayout } from '../layout/shop-layout';
import { pageRoutes } from '../routes/route-table';

/** Where the shell is, and a way to move it, for assertions. */
export interface ShellProbe {
  location: Location;
  navigate: NavigateFunction;
}

function Shell({ probe }: { probe: Partial<ShellProbe> }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return useRoutes([{ element: <ShopLayout />, children: pageRoutes }]);
}

/**
 * Renders the whole shell (chrome and route table) at a path, with the page's shared store.
 * A MemoryRouter stands in for the browser router: jsdom lacks the Request a data router needs.
 */
export function renderShell(path: string) {
  const probe: Partial<ShellProbe> = {};
  const view = render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Shell probe={probe} />
      </MemoryRouter>
    </ShopProviders>,
  );
  return { shell: probe as ShellProbe, ...view };
}

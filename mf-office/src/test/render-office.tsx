import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, ShopProviders, createShopStore, useLocation } from '@mimea/shared';
import { OfficeApi } from '../domain/office-api';
import OfficeApp from '../pages/office-app';
import { MANAGER, OWNER, STAFF } from './office-service-stub';

/** Where the router is, as the address bar would show it. */
export const shown = { url: '' };

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    shown.url = `${pathname}${search}${hash}`;
  }, [pathname, search, hash]);
  return null;
}

/** The office as the shell mounts it (under /office/*, inside its providers), at `path`. */
export function renderOffice(path: string) {
  const store = createShopStore({ storage: null, syncAcrossTabs: false });
  return render(
    <ShopProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path="/office/*" element={<OfficeApp />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

/** Signs in before the page is drawn: the stand-in's cookie is then this browser's. */
export async function signedInAs(who: 'owner' | 'manager' | 'staff'): Promise<void> {
  const account = who === 'owner' ? OWNER : who === 'manager' ? MANAGER : STAFF;
  await new OfficeApi().signIn({ username: account.username, password: account.password, ...(who === 'owner' ? { code: OWNER.code } : {}) });
}

import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { ExpandMoreIcon, ShopButton } from '@mimea/shared';
import { useOpenedOnce } from './use-opened-once';

// The dropdown itself (MUI Menu, Popover, Modal) loads on the first open, not with the page.
const ShopMenuList = lazy(() => import('./shop-menu-list'));

/**
 * The header's Shop entry: a two-column dropdown of supplements, health packages and the other
 * categories. A real menu: arrow keys move, Escape closes and focus returns to the button.
 */
export function ShopMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useOpenedOnce(anchor !== null);
  const buttonId = useId();
  const menuId = useId();

  return (
    <>
      <ShopButton
        id={buttonId}
        color="inherit"
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        endIcon={<ExpandMoreIcon />}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
      >
        Shop
      </ShopButton>
      {mounted && (
        <Suspense fallback={null}>
          <ShopMenuList id={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, ListSubheader, Menu, MenuItem } from '@mui/material';
import { ExpandMoreIcon } from '@mimea/shared';
import { healthPackageLinks, otherCategoryLinks, supplementLinks, type NavLinkItem } from './navigation';

const groups: { title: string; links: NavLinkItem[] }[] = [
  { title: 'Supplements', links: supplementLinks },
  { title: 'Health Packages', links: healthPackageLinks },
  { title: 'More Categories', links: [...otherCategoryLinks, { label: 'View All Products', to: '/shop' }] },
];

/**
 * The header's Shop entry: a two-column dropdown of supplements, health packages and the other
 * categories. A real menu: arrow keys move, Escape closes and focus returns to the button.
 */
export function ShopMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: 600 }}
      >
        Shop
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{
          list: {
            'aria-labelledby': buttonId,
            // Two columns in reading order; the list stays one list so arrow keys still work.
            sx: { columnCount: 2, columnGap: 2, width: 480, py: 1, '& > *': { breakInside: 'avoid' } },
          },
        }}
      >
        {groups.flatMap((group) => [
          <ListSubheader key={group.title} disableSticky sx={{ lineHeight: '32px', color: 'primary.main', fontWeight: 700 }}>
            {group.title}
          </ListSubheader>,
          ...group.links.map((link) => (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close} dense>
              {link.label}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}

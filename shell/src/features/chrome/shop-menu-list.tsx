import { useId } from 'react';
import { ListSubheader } from '@mui/material';
import { MenuItem } from '@mimea/shared/ui/forms';
import { Menu } from '@mimea/shared/ui/overlays';
import { Link as RouterLink } from '@mimea/shared';
import { healthPackageLinks, otherCategoryLinks, supplementLinks, type NavLinkItem } from '../../domain/navigation';

/** The left column holds supplements and health packages, the right one the other categories. */
const groups: { title: string; links: NavLinkItem[]; startsColumn?: boolean }[] = [
  { title: 'Supplements', links: supplementLinks },
  { title: 'Health Packages', links: healthPackageLinks },
  { title: 'More Categories', links: [...otherCategoryLinks, { label: 'View All Products', to: '/shop' }], startsColumn: true },
];

interface Props {
  id: string;
  buttonId: string;
  /** The Shop button while the menu is open, null when closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The Shop dropdown: two columns in reading order, one list so arrow keys still work. */
export default function ShopMenuList({ id, buttonId, anchor, onClose }: Props) {
  const groupIdPrefix = useId();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{
        list: {
          'aria-labelledby': buttonId,
          sx: { columnCount: 2, columnGap: 2, width: 480, py: 1, '& > *': { breakInside: 'avoid' } },
        },
      }}
    >
      {groups.flatMap((group, index) => {
        // A menu may hold only menu items: the group title is a visual heading that each of its
        // items names as its description ("Vision & Sleep, Supplements").
        const titleId = `${groupIdPrefix}-${index}`;
        return [
          <ListSubheader key={group.title} id={titleId} role="presentation" disableSticky sx={{ lineHeight: '32px', color: 'primary.main', fontWeight: 700, breakBefore: group.startsColumn ? 'column' : 'auto' }}>
            {group.title}
          </ListSubheader>,
          ...group.links.map((link) => (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose} aria-describedby={titleId} dense>
              {link.label}
            </MenuItem>
          )),
        ];
      })}
    </Menu>
  );
}

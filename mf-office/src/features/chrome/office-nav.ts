import type { Role } from '../../domain/office-types';

export interface NavItem {
  to: string;
  label: string;
  /** Shown to the owner only. */
  ownerOnly?: boolean;
  /** In the phone's bottom navigation (the rest are reached from the Account page). */
  onPhone: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/office/orders', label: 'Orders', onPhone: true },
  { to: '/office/messages', label: 'Messages', onPhone: true },
  { to: '/office/today', label: 'Today', onPhone: true },
  { to: '/office/payments', label: 'Payments', onPhone: false },
  { to: '/office/products', label: 'Products', onPhone: false },
  { to: '/office/record', label: 'Record', ownerOnly: true, onPhone: false },
  { to: '/office/team', label: 'Team', ownerOnly: true, onPhone: false },
  { to: '/office/speed', label: 'Speed', ownerOnly: true, onPhone: false },
  { to: '/office/account', label: 'Account', onPhone: true },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => role === 'owner' || !item.ownerOnly);
}

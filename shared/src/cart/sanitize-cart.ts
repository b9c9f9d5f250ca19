import { isCartPrice, MAX_CART_LINES, maxLineQuantity, type CartItem } from './cart-types';

function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * Turns one untrusted stored line into a cart line, or null when it cannot be trusted:
 * a missing id or name, a price that is not a whole number of shillings from 1 to MAX_ORDER_KES
 * (the shop never stores another), or a quantity below 1 drops the line; fractions of a quantity
 * are dropped and huge quantities clamped. Nothing is ever shown as NaN, negative or free.
 */
export function sanitizeCartLine(raw: unknown): CartItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const line = raw as Record<string, unknown>;
  const id = typeof line.id === 'string' ? line.id.trim() : typeof line.id === 'number' ? String(line.id) : '';
  if (id === '' || typeof line.name !== 'string' || line.name.trim() === '') return null;
  const price = toFiniteNumber(line.price);
  const quantity = toFiniteNumber(line.quantity);
  if (price === null || !isCartPrice(price) || quantity === null || quantity < 1) return null;
  return {
    id,
    name: line.name.trim(),
    price,
    currency: 'KES',
    quantity: Math.min(Math.floor(quantity), maxLineQuantity(price)),
    image: typeof line.image === 'string' ? line.image : '',
  };
}

/**
 * Sanitises a whole stored cart: duplicate ids are merged into one line, and lines past
 * MAX_CART_LINES are dropped (the shop itself never stores more).
 */
export function sanitizeCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  const byId = new Map<string, CartItem>();
  for (const entry of raw) {
    const line = sanitizeCartLine(entry);
    if (!line) continue;
    const existing = byId.get(line.id);
    if (existing) {
      existing.quantity = Math.min(existing.quantity + line.quantity, maxLineQuantity(existing.price));
    } else if (byId.size < MAX_CART_LINES) {
      byId.set(line.id, line);
    }
  }
  return [...byId.values()];
}

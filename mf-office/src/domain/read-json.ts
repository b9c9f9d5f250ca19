// Small readers for answers of the order service, which the office never trusts: each takes an
// unknown value and gives the typed value or a safe default, so a parser per answer stays short.

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string of at most `max` characters, or `fallback`. */
export function text(value: unknown, fallback = '', max = 2000): string {
  return typeof value === 'string' && value.length <= max ? value : fallback;
}

export function textOrNull(value: unknown, max = 2000): string | null {
  return typeof value === 'string' && value.length <= max ? value : null;
}

/** A finite number, or `fallback`. */
export function count(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function listOf<T>(value: unknown, item: (entry: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(item).filter((entry): entry is T => entry !== null);
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

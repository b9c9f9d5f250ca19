// Times as the shop reads and writes them: East Africa Time.

/** Kenya keeps East Africa Time (UTC+3, no daylight saving) all year. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** An instant as the shop reads it: '2026-11-23T14:05:09+03:00'. */
export function eastAfricaTime(at: Date): string {
  return new Date(at.getTime() + EAT_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, '+03:00');
}

/** The instant a shop day (YYYY-MM-DD, East Africa Time) starts. */
export function startOfShopDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS);
}

/** The instant the shop day after `day` starts. */
export function startOfNextShopDay(day: string): Date {
  return new Date(startOfShopDay(day).getTime() + 24 * 60 * 60 * 1000);
}

/** M-Pesa's stamp of a moment, YYYYMMDDHHmmss in East Africa Time, as a confirmation's TransTime carries it. */
export function eastAfricaStamp(at: Date): string {
  return new Date(at.getTime() + EAT_OFFSET_MS).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

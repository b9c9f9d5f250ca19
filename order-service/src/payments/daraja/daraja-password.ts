// The password of M-Pesa Express and STK Query: base64 of store number + passkey + timestamp,
// the timestamp in East Africa Time (UTC+3 all year: Kenya keeps no daylight saving).

/** East Africa Time's offset from UTC. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

const two = (value: number): string => String(value).padStart(2, '0');

/** YYYYMMDDHHmmss in East Africa Time, computed from UTC (the machine's zone plays no part). */
export function darajaTimestamp(at: Date): string {
  const eat = new Date(at.getTime() + EAT_OFFSET_MS);
  return (
    String(eat.getUTCFullYear()).padStart(4, '0') +
    two(eat.getUTCMonth() + 1) +
    two(eat.getUTCDate()) +
    two(eat.getUTCHours()) +
    two(eat.getUTCMinutes()) +
    two(eat.getUTCSeconds())
  );
}

/** base64(shortCode + passkey + timestamp). */
export function darajaPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(shortCode + passkey + timestamp, 'utf8').toString('base64');
}

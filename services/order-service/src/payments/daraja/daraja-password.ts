// The password of M-Pesa Express and STK Query: base64 of store number + passkey + timestamp,
// the timestamp in East Africa Time (UTC+3 all year: Kenya keeps no daylight saving).
import { eastAfricaTime } from '../../shop-time';

/** YYYYMMDDHHmmss in East Africa Time, computed from UTC (the machine's zone plays no part). */
export function darajaTimestamp(at: Date): string {
  // '2026-11-23T14:05:09+03:00' → '20261123140509'
  return eastAfricaTime(at).slice(0, 19).replace(/\D/g, '');
}

/** base64(shortCode + passkey + timestamp). */
export function darajaPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(shortCode + passkey + timestamp, 'utf8').toString('base64');
}

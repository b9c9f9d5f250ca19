// The flash deals run from 06:00 to 06:00 in Nairobi (EAT, UTC+3 all year, no daylight saving),
// whatever time zone the shopper's phone is set to.
const NAIROBI_OFFSET_HOURS = 3;
const DEALS_RESET_HOUR = 6;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When the current deals end: the next 06:00 Nairobi time after `now` ("06:00 the next day" of
 * the day the deals started, so between midnight and 06:00 it is 06:00 the same morning).
 */
export function dealsEndAt(now: Date): Date {
  const resetUtcHour = DEALS_RESET_HOUR - NAIROBI_OFFSET_HOURS;
  const todayReset = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), resetUtcHour);
  return new Date(todayReset > now.getTime() ? todayReset : todayReset + DAY);
}

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until the deals end, in whole hours, minutes and seconds. */
export function countdownTo(end: Date, now: Date): Countdown {
  const left = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

/** `05:07:09`, as the countdown shows it. */
export function formatCountdown({ hours, minutes, seconds }: Countdown): string {
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

import { countdownTo, dealsEndAt, formatCountdown } from './deal-countdown';

describe('flash deal countdown', () => {
  it('counts down to 06:00 Nairobi time the next day', () => {
    // 14:30 in Nairobi is 11:30 UTC; the deals end at 06:00 EAT tomorrow (03:00 UTC).
    const now = new Date('2026-11-22T11:30:00Z');
    expect(dealsEndAt(now).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(formatCountdown(countdownTo(dealsEndAt(now), now))).toBe('15:30:00');
  });

  it('between midnight and 06:00 ends the same morning, and restarts at 06:00 exactly', () => {
    expect(dealsEndAt(new Date('2026-11-22T00:15:00Z')).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(dealsEndAt(new Date('2026-11-22T03:00:00Z')).toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it('crosses month and year ends', () => {
    expect(dealsEndAt(new Date('2026-12-31T20:00:00Z')).toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('never shows a negative time', () => {
    const end = new Date('2026-11-22T03:00:00Z');
    expect(countdownTo(end, new Date('2026-11-22T03:00:05Z'))).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(formatCountdown(countdownTo(end, new Date('2026-11-22T02:58:51Z')))).toBe('00:01:09');
  });
});

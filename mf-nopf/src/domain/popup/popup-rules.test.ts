import { popupContext, shouldShowPopup } from './popup-rules';
import { LAST_SEEN_KEY, NOPF_SEEN_KEY, readLastSeen, writeLastSeen, writeNopfSeen } from './popup-storage';
import { REPEAT_INTERVAL_MS } from './popup-timing';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

beforeEach(() => localStorage.clear());

describe('popupContext', () => {
  it.each([
    ['/cart', 'purchase'],
    ['/checkout', 'purchase'],
    ['/Checkout/', 'purchase'],
    ['/order-confirmation/ORDER1732000000000123', 'purchase'],
    ['/nopf', 'nopf'],
    ['/NOPF/', 'nopf'],
    ['/', 'site'],
    ['/shop', 'site'],
    ['/cartoons', 'site'],
    ['/nopf-news', 'site'],
  ])('%s is %s', (path, context) => {
    expect(popupContext(path)).toBe(context);
  });
});

describe('shouldShowPopup', () => {
  it('shows app-wide when never closed, and again 24 hours after the last closing', () => {
    expect(shouldShowPopup('site', localStorage, NOW)).toBe(true);
    writeLastSeen(localStorage, NOW - REPEAT_INTERVAL_MS + 1);
    expect(shouldShowPopup('site', localStorage, NOW)).toBe(false);
    writeLastSeen(localStorage, NOW - REPEAT_INTERVAL_MS);
    expect(shouldShowPopup('site', localStorage, NOW)).toBe(true);
  });

  it('counts a corrupt or tampered time as never seen', () => {
    for (const stored of ['', 'yesterday', '-5', '1.5e12', '12abc', 'null', '{"t":1}', String(NOW + 60_000)]) {
      localStorage.setItem(LAST_SEEN_KEY, stored);
      expect(readLastSeen(localStorage, NOW)).toBeNull();
      expect(shouldShowPopup('site', localStorage, NOW)).toBe(true);
    }
  });

  it('on /nopf follows only its own seen flag', () => {
    writeLastSeen(localStorage, NOW - 1000);
    expect(shouldShowPopup('nopf', localStorage, NOW)).toBe(true);
    localStorage.setItem(NOPF_SEEN_KEY, 'yes');
    expect(shouldShowPopup('nopf', localStorage, NOW)).toBe(true);
    writeNopfSeen(localStorage);
    expect(localStorage.getItem(NOPF_SEEN_KEY)).toBe('true');
    expect(shouldShowPopup('nopf', localStorage, NOW)).toBe(false);
    // The landing page's flag says nothing about the rest of the shop.
    localStorage.removeItem(LAST_SEEN_KEY);
    expect(shouldShowPopup('site', localStorage, NOW)).toBe(true);
  });

  it('never shows while buying', () => {
    expect(shouldShowPopup('purchase', localStorage, NOW)).toBe(false);
  });

  it('shows when the storage cannot be read, and shrugs off one that refuses writes', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(shouldShowPopup('site', broken, NOW)).toBe(true);
    expect(shouldShowPopup('nopf', broken, NOW)).toBe(true);
    expect(() => writeLastSeen(broken, NOW)).not.toThrow();
    expect(() => writeNopfSeen(broken)).not.toThrow();
    expect(shouldShowPopup('site', null, NOW)).toBe(true);
  });
});

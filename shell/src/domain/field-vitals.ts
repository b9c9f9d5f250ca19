// Real shoppers' numbers (docs/decisions/0017-field-vitals.md): one page load in ten, decided
// here once, reports its LCP, INP, CLS and TTFB to the order service when the page is hidden.
// Only this file is in a shopper's first load; web-vitals and the reporter
// (field-vitals-beacon.ts) are fetched after the page has loaded and the browser is idle, and
// only for a sampled visit.
/** The share of page loads that report. */
export const FIELD_VITALS_SAMPLE_RATE = 0.1;

/**
 * localStorage key that makes every load of this browser report ('always') or none ('never'):
 * the e2e journeys set it. Not a URL parameter, so no shared link changes who reports. Automated
 * browsers (navigator.webdriver: the budget check, Lighthouse) otherwise never report, so the
 * figures are shoppers' and the byte budgets stay deterministic.
 */
export const FIELD_VITALS_SAMPLE_KEY = 'mimea-field-vitals';

export interface SampleContext {
  random: () => number;
  /** What FIELD_VITALS_SAMPLE_KEY holds, if anything. */
  override: string | null;
  automated: boolean;
}

/** Whether this page load reports. */
export function isSampledLoad({ random, override, automated }: SampleContext): boolean {
  if (override === 'always') return true;
  if (override === 'never' || automated) return false;
  return random() < FIELD_VITALS_SAMPLE_RATE;
}

function storedOverride(): string | null {
  try {
    return window.localStorage.getItem(FIELD_VITALS_SAMPLE_KEY);
  } catch {
    return null; // Storage refused (a privacy mode): no override.
  }
}

/**
 * Starts field vitals for this page load, if sampled. The address is read now, as the page
 * arrived; the reporter turns it into its route's pattern, or reports nothing for a path of no
 * route. Kept small: every shopper's first load carries it.
 */
export function startFieldVitals(): void {
  const path = window.location.pathname;
  if (!isSampledLoad({ random: Math.random, override: storedOverride(), automated: navigator.webdriver === true })) return;
  const load = () =>
    (window.requestIdleCallback ?? setTimeout)(() => {
      void import(/* webpackChunkName: "field-vitals" */ './field-vitals-beacon').then(({ reportFieldVitals }) => reportFieldVitals(path));
    });
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

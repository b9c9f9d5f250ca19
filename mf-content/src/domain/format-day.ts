/** '14 October 2026' for an ISO day, read as a calendar day (no time-zone shift). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** '8:00' → '8am', '18:00' → '6pm', '9:30' → '9:30am'. */
function amPm(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${suffix}`;
}

const DAY_NAMES: Record<string, string> = { Sun: 'Sunday' };

/**
 * Opening hours the way the contact page says them (purchase spec section 2.5):
 * 'Mon-Fri 8am-6pm', 'Sat 9am-4pm', 'Sunday closed'.
 */
export function hoursAmPm(slots: readonly { days: string; hours: string }[]): string[] {
  return slots.map(({ days, hours }) => {
    const name = DAY_NAMES[days] ?? days;
    if (!/\d/.test(hours)) return `${name} ${hours.toLowerCase()}`;
    const [open = '', close = ''] = hours.split('-');
    return `${name} ${amPm(open)}-${amPm(close)}`;
  });
}

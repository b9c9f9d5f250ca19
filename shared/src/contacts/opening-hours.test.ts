import { shopContacts } from './shop-contacts';
import { hoursAmPm } from './opening-hours';

describe("the shop's hours, from one source", () => {
  it('says them am/pm as the contact page does', () => {
    expect(hoursAmPm([{ days: 'Mon-Fri', hours: '8:00-18:00' }, { days: 'Sat', hours: '9:30-16:00' }, { days: 'Sun', hours: 'Closed' }])).toEqual([
      'Mon-Fri 8am-6pm',
      'Sat 9:30am-4pm',
      'Sunday closed',
    ]);
  });

  it('gives the phone and WhatsApp line the same hours as the shop', () => {
    expect(shopContacts.openingHours).toEqual(['Mon-Fri 8am-6pm', 'Sat 9am-4pm', 'Sunday closed']);
    expect(shopContacts.supportHours).toBe('Mon-Fri 8am-6pm, Sat 9am-4pm EAT');
  });
});

import { isEmailAddress } from './email-address';

describe('the shop’s e-mail rule', () => {
  it.each(['a@b.co', 'achieng@example.co.ke', 'first.last+shop@mail.example.co.ke', '  achieng@example.com  '])('accepts %p', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', 'achieng', 'achieng@', '@example.com', 'achieng@example', 'a b@example.com', 'achieng@example.', 'a@b@c.com', 'x@y..ke', 'a@b.c', '<a>@b.co', 'a@(b).co', 'a@b.c0'])(
    'refuses %p',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );
});

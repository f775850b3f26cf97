import { placeCookie, placeFromCookie } from './customer-place';

test('a place goes into the cookie and comes back out', () => {
  const place = { pincode: '560001', city: 'Bengaluru' };
  const cookie = placeCookie(place).split(';')[0]!;
  expect(placeFromCookie(`utsav_lang=hi; ${cookie}`)).toEqual(place);
  expect(placeFromCookie(cookie)).toEqual(place);
});

test('absent, malformed or not six digits: no place', () => {
  expect(placeFromCookie(undefined)).toBeNull();
  expect(placeFromCookie('utsav_place=%E0%A4')).toBeNull();
  expect(placeFromCookie('utsav_place=12345~X')).toBeNull();
  expect(placeFromCookie('xutsav_place=560001~X')).toBeNull();
  expect(placeCookie(null)).toMatch(/Max-Age=0/);
});

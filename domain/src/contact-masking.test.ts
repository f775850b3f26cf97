import { MASK, maskContacts } from './contact-masking';

const hidden = (s: string) => maskContacts(s).text;

describe('maskContacts', () => {
  it.each([
    ['call me on 9876543210', 'call me on •••'],
    ['call 98765 43210 today', 'call ••• today'],
    ['+91-98765-43210', '•••'],
    ['(987) 654-3210', '•••'],
    ['९८७६५४३२१०', '•••'],
    ['मेरा नंबर ९८७६५ ४३२१० है', 'मेरा नंबर ••• है'],
    ['nine eight seven six five four three two one zero', '•••'],
    ['Nine-Eight-Seven six five four 3 2 1 0', '•••'],
    ['नौ आठ सात छह पांच चार तीन दो एक शून्य', '•••'],
    ['nau aath saat chhe paanch char teen do ek shunya', '•••'],
    ['98 double 7 six five four 321', '•••'],
    ['mail ravi.k@gmail.com please', 'mail ••• please'],
    ['ravi at gmail dot com', '•••'],
    ['ravi[at]gmail[dot]com', '•••'],
    ['ravi (at) gmail (dot) co (dot) in', '•••'],
    ['see https://example.org/x?y=1 now', 'see ••• now'],
    ['www.caterer.in', '•••'],
    ['wa.me/919876543210', '•••'],
  ])('%s', (input, expected) => {
    expect(hidden(input)).toBe(expected);
    expect(maskContacts(input).masked).toBe(true);
  });

  it.each([
    ['300 guests on 15-12-2026, pincode 400001, budget ₹1,50,000'],
    ['Do you do veg thalis? I need one for two hundred people'],
    ['We are 2 families, 45 people'],
    ['शादी 12/12/2026 को है, 300 मेहमान'],
    ['<script>alert(1)</script>'],
  ])('keeps %s', (input) => {
    expect(hidden(input)).toBe(input);
    expect(maskContacts(input).masked).toBe(false);
  });

  it('uses one mask string', () => expect(MASK).toBe('•••'));
});

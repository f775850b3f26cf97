/** Which account section a URL shows (product §2.1 customer account paths). */
export type AccountSection =
  | { kind: 'profile' }
  | { kind: 'address' }
  | { kind: 'bookings'; tab: 'booking' | 'booking-package' }
  | { kind: 'booking-invoice'; orderId: string }
  | { kind: 'package-invoice'; orderId: string }
  | { kind: 'enquiry' }
  | { kind: 'messages' }
  | { kind: 'conversations'; id?: number }
  | { kind: 'my-data' }
  | { kind: 'password' }
  | { kind: 'not-found' };

/** `/account/{path?}/{orderid?}` → section. The two booking paths take an order id, conversations a conversation id. */
export function resolveSection(path: string | undefined, orderId: string | undefined): AccountSection {
  const p = path ?? '';
  if (orderId !== undefined && orderId !== '') {
    if (p === 'booking') return { kind: 'booking-invoice', orderId };
    if (p === 'booking-package') return { kind: 'package-invoice', orderId };
    if (p === 'conversations' && /^[1-9]\d{0,9}$/.test(orderId)) return { kind: 'conversations', id: Number(orderId) };
    return { kind: 'not-found' };
  }
  switch (p) {
    case '':
    case 'profile':
      return { kind: 'profile' };
    case 'address':
      return { kind: 'address' };
    case 'booking':
    case 'booking-package':
      return { kind: 'bookings', tab: p };
    case 'enquiry':
      return { kind: 'enquiry' };
    case 'messages':
      return { kind: 'messages' };
    case 'conversations':
      return { kind: 'conversations' };
    case 'my-data':
      return { kind: 'my-data' };
    case 'password':
      return { kind: 'password' };
    default:
      return { kind: 'not-found' };
  }
}

/** Sidebar entries in SPEC order (Logout is a button after them). */
/** The account's sidebar; `label` is a key of the account catalogue. */
export const SIDEBAR_LINKS = [
  { to: '/account/profile', label: 'nav.profile', matches: ['profile'] },
  { to: '/account/address', label: 'nav.address', matches: ['address'] },
  { to: '/account/booking', label: 'nav.booking', matches: ['bookings', 'booking-invoice', 'package-invoice'] },
  { to: '/account/conversations', label: 'nav.conversations', matches: ['conversations'] },
  { to: '/account/enquiry', label: 'nav.enquiry', matches: ['enquiry'] },
  { to: '/account/messages', label: 'nav.messages', matches: ['messages'] },
  // See, download, correct, withdraw consents, delete the account (docs/privacy.md).
  { to: '/account/my-data', label: 'nav.myData', matches: ['my-data'] },
  { to: '/account/password', label: 'nav.password', matches: ['password'] },
] as const satisfies ReadonlyArray<{ to: string; label: string; matches: ReadonlyArray<AccountSection['kind']> }>;

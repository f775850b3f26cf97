// What the standalone frame lists for this remote: its pages, with sample links from real data.
import type { StandaloneManifest } from '@utsav/ui/standalone-index';

export const standaloneManifest: StandaloneManifest = {
  name: 'account',
  samples: ['order', 'packageOrder'],
  pages: [
    { label: 'Personal Info', path: '/account/profile', role: 1 },
    { label: 'Address', path: '/account/address', role: 1 },
    { label: 'My Booking', path: '/account/booking', role: 1 },
    { label: 'Package Booking', path: '/account/booking-package', role: 1 },
    {
      label: 'Booking invoice (latest booking)',
      path: (s) => (s.order ? `/account/booking/${encodeURIComponent(s.order.bookingNo)}` : undefined),
      role: 1,
      missing: 'this customer has no booking yet',
    },
    {
      label: 'Package invoice (latest package booking)',
      path: (s) => (s.packageOrder ? `/account/booking-package/${s.packageOrder.bookingId}` : undefined),
      role: 1,
      missing: 'this customer has no package booking yet',
    },
    { label: 'Enquiry', path: '/account/enquiry', role: 1 },
    { label: 'Change password', path: '/account/password', role: 1 },
  ],
};

// What the standalone frame lists for this remote (its index at /standalone and /).
import type { StandaloneManifest } from '@utsav/ui/standalone-index';

export const standaloneManifest: StandaloneManifest = {
  name: 'admin',
  pages: [
    { label: 'Operator sign-in / dashboard', path: '/admin' },
    { label: 'Vendors awaiting approval', path: '/admin/vendors?status=pending' },
    { label: 'Bookings', path: '/admin/bookings' },
    { label: 'Payouts', path: '/admin/payouts' },
    { label: 'Open enquiries', path: '/admin/enquiries?open=1' },
    { label: 'Audit log', path: '/admin/audit' },
    { label: 'Real-user speed', path: '/admin/speed' },
  ],
};

// What the standalone frame lists for this remote: its pages, with sample links from real data.
import type { StandaloneManifest } from '@utsav/ui/standalone-index';
import VendorHeader from '../features/vendor-header/vendor-header';

export const standaloneManifest: StandaloneManifest = {
  name: 'vendor',
  samples: ['vendorBooking', 'vendorService'],
  pages: [
    { label: 'Vendor sign-in', path: '/vendor' },
    { label: 'Vendor registration', path: '/service-provider-reg' },
    { label: 'Forgot password', path: '/vendor/forgot-password' },
    { label: 'Dashboard', path: '/vendor/dashboard', role: 2 },
    { label: 'Bookings', path: '/vendor/booking', role: 2 },
    {
      label: 'Booking invoice (latest booking)',
      path: (s) => (s.vendorBooking ? `/vendor/booking/${s.vendorBooking.bookingId}` : undefined),
      role: 2,
      missing: 'this vendor has no booking yet',
    },
    { label: 'Package bookings', path: '/vendor/booking-package', role: 2 },
    { label: 'Services', path: '/vendor/services', role: 2 },
    { label: 'Add a service', path: '/vendor/services/add', role: 2 },
    {
      label: 'Edit a service (first service)',
      path: (s) => (s.vendorService ? `/vendor/services/${s.vendorService}` : undefined),
      role: 2,
      missing: 'this vendor has no service yet',
    },
    { label: 'Change password', path: '/vendor/change-password', role: 2 },
    { label: 'Tax details (GSTIN)', path: '/vendor/tax-details', role: 2 },
  ],
  fragments: [
    {
      module: 'vendor/VendorHeader',
      props: 'Record<string, never> (reads the session and the config itself)',
      render: () => <VendorHeader />,
    },
  ],
};

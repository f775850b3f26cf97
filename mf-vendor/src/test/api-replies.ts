/** Replies of the API shared by the component tests, in the contract's shape (mockApi checks them against it). */
import type { ReplyOf } from '@utsav/shared/testing/api-mock';
import type { VendorProfile } from '../features/account-standing/api/account-standing-api';

/** GET /api/allServices: the service types of the pickers. */
export const categoriesReply = (names: string[] = ['Decoration', 'Catering']): ReplyOf<'GET', '/api/allServices'> => ({
  Status: 'Success',
  Message: '',
  Payload: names.map((servicename, i) => ({
    serviceid: i + 1,
    servicename,
    servicename_hi: null,
    imageFile: '',
    totalservice: 1,
  })),
});

/** GET /api/vendor/profile of an approved vendor, with what the test changes. */
export const profileReply = (patch: Partial<VendorProfile> = {}): ReplyOf<'GET', '/api/vendor/profile'> => ({
  Status: 'Success',
  Message: '',
  Payload: {
    role: 2,
    Id: 1,
    Name: 'Shubh',
    Email: 'v@x.in',
    Phone: '9820000001',
    ServiceId: 1,
    ServiceName: 'Decoration',
    AccountStatus: 'approved',
    StatusReason: '',
    Gstin: '',
    ...patch,
  },
});

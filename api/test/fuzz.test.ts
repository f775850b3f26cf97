/**
 * walks every route of the OpenAPI document (/api/docs/json) with boundary values — ids ≥ 2^31,
 * NUL bytes, 1 MB strings, wrong types, NaN, Infinity, '0x10', year 9999 … — in every body field, query parameter
 * and path parameter, and whole bodies of the wrong type. Asserts: no reply is a 5xx; a refused request (4xx)
 * stored nothing (row counts of every table, except the sign-in throttle's); and at the end no stored text, date
 * or coordinate is out of bounds. Prints: requests tried, 2xx, 4xx, 5xx. Runs on PGlite and on PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { multipart, PNG, plusDays, setup, today, type TestCtx } from './helpers';

type Auth = 'customer' | 'vendor' | 'operator' | null;
interface Sample {
  auth?: Auth;
  query?: Record<string, string>;
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  /** multipart: the text fields; productJson (when present) is JSON of `json`. */
  form?: { fields: Record<string, string>; json?: Record<string, unknown> };
}

const MB = 'x'.repeat(1024 * 1024);
const NEAR_MB = 'y'.repeat(900 * 1024);
/** The boundary values put in every field (JSON bodies). */
const VALUES: unknown[] = [
  2 ** 31,
  2 ** 31 - 1 + 1e-9,
  2 ** 53 + 2,
  -1,
  0,
  1e308,
  -1e308,
  0.5,
  '2147483648',
  '99999999999999999999',
  '-1',
  '0x10',
  '1e3',
  ' 12 ',
  'NaN',
  'Infinity',
  'a\u0000b',
  '\u0000',
  NEAR_MB,
  MB,
  '9999-12-31',
  '0001-01-01',
  '2024-02-30',
  'T',
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  { $gt: '' },
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '٣',
  '🎉'.repeat(20),
];
/** The values put in query and path parameters (text). */
const TEXT_VALUES = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '0x10',
  '1e3',
  'NaN',
  'Infinity',
  'a\u0000b',
  'z'.repeat(100_000),
  '9999-12-31',
  '2024-02-30',
  '',
  ' ',
  '%',
  '../x',
  "'",
  '[]',
  '1.5',
  '٣',
];
const WHOLE_BODIES: unknown[] = [[], 'text', 42, null, true, [{}], { a: { b: { c: { d: { e: {} } } } } }];

const future = () => plusDays(today(), 30);

function samples(): Record<string, Sample> {
  const address = {
    name: 'Fuzz Tester',
    mobile: '9876500000',
    email: 'fuzz@example.in',
    address: '1 MG Road',
    city: 'New Delhi',
    state: 'Delhi',
    zipcode: '110001',
    lat: 28.63,
    lon: 77.22,
    regno: '123456',
    country: 'India',
    location: 'Connaught Place',
  };
  const service = {
    serviceId: 1,
    name: 'Fuzz Service',
    operatorName: 'Op',
    mobile: '9876500001',
    email: 'svc@example.in',
    shortDes: 'Short',
    longDes: 'Long',
    bookingAmt: '1000',
    travelcharge: '10',
    gst: '18',
    gst_include_exclude: 0,
    discount: '5',
    amount_hide_show: 0,
    address: 'Addr',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400001',
    lat: 19.07,
    lon: 72.87,
    Status: 1,
  };
  const pkg = {
    packageID: 1,
    BookingDate: future(),
    packageItems: [{ serviceID: 1, productDetails: [{ Product_ID: 1 }] }],
  };
  return {
    'GET /api/allServices': {},
    'GET /api/getcontact': {},
    'GET /api/Commondashboard': {},
    'GET /api/Search': { query: { searchTerm: 'photo' } },
    'GET /api/TrendingServices': { query: { serviceid: '1' } },
    'POST /api/vendor/gstin': { auth: 'vendor', body: { gstin: '27AAPFU0939F1ZV' } },
    'GET /api/MarketplaceFacts': {},
    'POST /api/NewsletterSubscribe': { body: { email: 'fuzz@example.in' } },
    'POST /api/rum': {
      body: { reports: [{ kind: 'vital', name: 'LCP', value: 1200, page: '/services/:id', remote: 'catalog' }] },
    },
    'GET /api/AllProduct': {},
    'GET /api/AllProduct/offer': {},
    'GET /api/AllProduct/offer/{serviceid}': { params: { serviceid: '1' } },
    'GET /api/AllProduct/{serviceid}': { params: { serviceid: '1' } },
    'GET /api/ProductDetails/{id}': { params: { id: '1' } },
    'GET /api/getreview/{productId}': { params: { productId: '1' } },
    'GET /api/CheckAvailability': { query: { productId: '1', bookingDate: future() } },
    'GET /api/allServicableCity': {},
    'POST /api/AddToCart': { auth: 'customer', body: { productId: 2, bookingDate: future() } },
    'POST /api/UpdateCartDate': { auth: 'customer', body: { CartId: 1, bookingDate: future() } },
    'GET /api/GetOrder': { auth: 'customer', query: { orderId: 'OD1' } },
    'GET /api/getCart': { auth: 'customer' },
    'GET /api/DeleteCart': { auth: 'customer', query: { CartId: '1' } },
    'GET /api/checkCartAvailability': { auth: 'customer', query: { bookingDate: future(), addressId: '1' } },
    'GET /api/ServiceReach': { auth: 'customer', query: { productIds: '1,20' } },
    'POST /api/EventBooking': {
      auth: 'customer',
      body: {
        bookingDate: future(),
        Bookingfor: 'Wedding',
        gst_no: '',
        bookingAddressId: 1,
        PaymentType: 'full',
        lat: 1,
        lon: 1,
        address: 'x',
      },
    },
    'GET /api/GetMyBookings': { auth: 'customer' },
    'GET /api/GetOrderDetail': { auth: 'customer', query: { bookingId: '1' } },
    'POST /api/bookings/{id}/cancel': { auth: 'customer', params: { id: '1' } },
    'GET /api/bookings/{id}/credit-notes': { auth: 'customer', params: { id: '1' } },
    'POST /api/payments/order': { auth: 'customer', body: { OrderId: 'OD1' } },
    'POST /api/payments/balance': { auth: 'customer', body: { BookingId: 1 } },
    'POST /api/payments/verify': {
      auth: 'customer',
      body: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
    },
    'POST /api/payments/webhook': { body: { event: 'payment.captured', payload: {} } },
    'POST /api/UserLogin': { body: { mobile: '9876543210', password: 'Customer@123' } },
    'POST /api/UserRegister': {
      body: {
        name: 'Fuzz Person',
        phone: '9012300000',
        email: 'fz@example.in',
        password: 'Secret@1',
        cpassword: 'Secret@1',
        user_type: '1',
      },
    },
    'GET /api/userDetails': { auth: 'customer' },
    'POST /api/update-profile': {
      auth: 'customer',
      body: { name: 'Aarav Sharma', email: 'aarav@example.in', phone: '9876543210' },
    },
    'POST /api/update-language': { auth: 'customer', body: { language: 'hi' } },
    'GET /api/GetBookingAddressList': { auth: 'customer' },
    'POST /api/AddBookingAddress': { auth: 'customer', body: address },
    'POST /api/UpdateBookingAddress': { auth: 'customer', body: { ...address, id: 1 } },
    'GET /api/deleteAddress': { auth: 'customer', query: { id: '999' } },
    'POST /api/add-review': {
      auth: 'customer',
      body: { pid: 1, serviceId: 1, bookingId: 1, rating: 4, reviewDes: 'Good' },
    },
    'POST /api/AddEnquiry': {
      body: {
        productId: 1,
        packageId: null,
        name: 'Fuzz',
        mobile: '9876500002',
        email: 'e@example.in',
        address: 'Somewhere',
      },
    },
    'GET /api/getEnquiry': { auth: 'customer' },
    'GET /api/Packages': {},
    'GET /api/PackagesDetails': { query: { id: '1', eventDate: future() } },
    'POST /api/addPackageTocart': { auth: 'customer', body: pkg },
    'GET /api/getPackageTocart': { auth: 'customer' },
    'POST /api/packageBooking': {
      auth: 'customer',
      body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no: '', package: pkg },
    },
    'GET /api/GetPackageOrders': { auth: 'customer' },
    'GET /api/GetPackageBookingDetails/{id}': { auth: 'customer', params: { id: '1' } },
    'POST /api/vendorRegister': {
      body: {
        name: 'Fuzz Vendor',
        email: 'fv@example.in',
        phone: '9012300001',
        password: 'Secret@1',
        cpassword: 'Secret@1',
        serviceId: 1,
        userType: '2',
        terms: true,
      },
    },
    'POST /api/vendor/login': { body: { username: 'vendor@utsav.in', password: 'Vendor@123' } },
    'GET /api/vendor/profile': { auth: 'vendor' },
    'GET /api/vendor/dashboard': { auth: 'vendor' },
    'GET /api/vendor/ledger': { auth: 'vendor' },
    'POST /api/admin/login': { body: { username: 'admin@utsav.in', password: 'Admin@123' } },
    'GET /api/admin/profile': { auth: 'operator' },
    // one-time codes.
    'GET /api/admin/account-messages': { auth: 'operator', query: { to: '9876543210' } },
    'POST /api/signup-code': { body: { phone: '9012300002' } },
    'POST /api/vendor/signup-code': { body: { phone: '9012300003' } },
    'POST /api/forgot-password': { body: { login: '9876543210' } },
    'POST /api/vendor/forgot-password': { body: { login: 'vendor@utsav.in' } },
    'POST /api/reset-password': {
      body: { login: '9876543210', otp: '123456', password: 'Secret@123', cpassword: 'Secret@123' },
    },
    'POST /api/vendor/reset-password': {
      body: { login: 'vendor@utsav.in', otp: '123456', password: 'Secret@123', cpassword: 'Secret@123' },
    },
    'GET /api/admin/dashboard': { auth: 'operator' },
    'GET /api/admin/audit': { auth: 'operator', query: { page: '1', limit: '25' } },
    'GET /api/admin/rum': { auth: 'operator', query: { days: '7' } },
    'GET /api/admin/vendors': {
      auth: 'operator',
      query: { q: 'decor', status: 'approved', sort: 'name', page: '1', limit: '25' },
    },
    'GET /api/admin/vendors/{id}': { auth: 'operator', params: { id: '1' } },
    'POST /api/admin/vendors/{id}/status': {
      auth: 'operator',
      params: { id: '1' },
      body: { status: 'suspended', reason: 'Fuzz' },
    },
    'POST /api/admin/vendors/{id}/commission': {
      auth: 'operator',
      params: { id: '1' },
      body: { percent: 10, reason: '' },
    },
    'POST /api/admin/products/{id}/moderation': {
      auth: 'operator',
      params: { id: '1' },
      body: { hidden: true, reason: 'Fuzz' },
    },
    'POST /api/admin/products/{id}/event-types': {
      auth: 'operator',
      params: { id: '1' },
      body: { eventTypes: ['wedding', 'engagement'] },
    },
    'GET /api/admin/enquiries': { auth: 'operator', query: { open: '1', page: '1', limit: '25' } },
    'POST /api/admin/enquiries/{id}/answer': { auth: 'operator', params: { id: '1' }, body: { note: 'Called back' } },
    'GET /api/admin/payouts': { auth: 'operator' },
    'POST /api/admin/payouts': {
      auth: 'operator',
      body: { vendorId: 1, amount: '1.00', reference: 'UTR1', paidOn: '2026-01-01' },
    },
    'GET /api/admin/bookings': {
      auth: 'operator',
      query: {
        state: 'confirmed',
        from: '2026-01-01',
        to: '2027-01-01',
        vendorId: '1',
        city: 'Mumbai',
        sort: '-event',
        page: '1',
        limit: '25',
      },
    },
    'GET /api/admin/package-bookings': {
      auth: 'operator',
      query: {
        state: 'confirmed',
        from: '2026-01-01',
        to: '2027-01-01',
        city: 'Pune',
        sort: '-total',
        page: '1',
        limit: '25',
      },
    },
    'GET /api/admin/package-bookings/{id}': { auth: 'operator', params: { id: '1' } },
    'GET /api/admin/bookings/{id}': { auth: 'operator', params: { id: '1' } },
    'POST /api/admin/images': { auth: 'operator', form: { fields: {} } },
    'GET /api/admin/categories': { auth: 'operator' },
    'POST /api/admin/categories': {
      auth: 'operator',
      body: { name: 'Fuzz Category', image: 'decoration.svg', sortOrder: 3, hidden: false },
    },
    'POST /api/admin/categories/{id}': {
      auth: 'operator',
      params: { id: '1' },
      body: { name: 'Decoration', image: 'decoration.svg', sortOrder: 0, hidden: false },
    },
    'GET /api/admin/sliders': { auth: 'operator' },
    'POST /api/admin/sliders': {
      auth: 'operator',
      body: {
        kind: 'offer',
        image: 'slider-fuzz.svg',
        serviceId: '',
        title: 'Fuzz offer',
        link: '/services/all/offer',
        sortOrder: 1,
        activeFrom: '2026-01-01',
        activeTo: '',
      },
    },
    'POST /api/admin/sliders/{id}': {
      auth: 'operator',
      params: { id: '1' },
      body: { image: 'slider-fuzz.svg', serviceId: 1, sortOrder: 1, activeFrom: '', activeTo: '' },
    },
    'POST /api/admin/sliders/{id}/delete': { auth: 'operator', params: { id: '2' } },
    'GET /api/admin/search/synonyms': { auth: 'operator' },
    'GET /api/admin/search/queries': { auth: 'operator' },
    'POST /api/admin/search/synonyms': { auth: 'operator', body: { term: 'fuzz term', meaning: 'wedding' } },
    'POST /api/admin/search/synonyms/{id}': {
      auth: 'operator',
      params: { id: '1' },
      body: { term: 'mehndi', meaning: 'mehendi' },
    },
    'POST /api/admin/search/synonyms/{id}/delete': { auth: 'operator', params: { id: '2' } },
    'GET /api/admin/packages': { auth: 'operator' },
    'GET /api/admin/packages/{id}': { auth: 'operator', params: { id: '1' } },
    'GET /api/admin/package-candidates': { auth: 'operator', query: { serviceId: '1' } },
    'POST /api/admin/packages': {
      auth: 'operator',
      body: {
        name: 'Fuzz Package',
        description: 'd',
        inPackage: '',
        image: 'package-1.svg',
        eventType: 'wedding',
        advancePercent: 20,
        listed: true,
        groups: [{ serviceId: 1, maxItems: 1, amount: '10', productIds: [2], rates: ['900'] }],
      },
    },
    'POST /api/admin/packages/{id}': {
      auth: 'operator',
      params: { id: '2' },
      body: {
        name: 'Fuzz Package',
        description: 'd',
        inPackage: '',
        image: 'package-1.svg',
        eventType: 'wedding',
        advancePercent: 20,
        listed: true,
        groups: [{ serviceId: 1, maxItems: 1, amount: '10', productIds: [2], rates: ['900'] }],
      },
    },
    'POST /api/admin/bookings/{id}/cancel': {
      auth: 'operator',
      params: { id: '1' },
      body: { onBehalfOf: 'customer', refund: 'override', amount: '10.00', reason: 'Fuzz' },
    },
    // the outbox in the back office, the customer's messages and consent, the newsletter's unsubscribe link.
    'GET /api/admin/messages': {
      auth: 'operator',
      query: { state: 'sent', channel: 'email', q: 'order', limit: '10' },
    },
    'GET /api/admin/messages/channels': { auth: 'operator' },
    'GET /api/admin/messages/{id}': { auth: 'operator', params: { id: '1' } },
    'GET /api/admin/messages/{id}/attachments/{index}': { auth: 'operator', params: { id: '1', index: '0' } },
    'POST /api/admin/messages/{id}/resend': { auth: 'operator', params: { id: '1' } },
    'GET /api/account/messages': { auth: 'customer' },
    'GET /api/account/message-preferences': { auth: 'customer' },
    'PUT /api/account/message-preferences': { auth: 'customer', body: { whatsappOptIn: true } },
    // Personal data (docs/privacy.md): a wrong password never deletes anything.
    'GET /api/account/my-data': { auth: 'customer' },
    'GET /api/account/my-data/archive': { auth: 'customer' },
    'GET /api/account/my-data/invoices/{id}': { auth: 'customer', params: { id: '1' } },
    'GET /api/account/consents': { auth: 'customer' },
    'POST /api/account/consents': { auth: 'customer', body: { purpose: 'checkout', noticeVersion: '2026-11-29' } },
    'POST /api/account/consents/withdraw': { auth: 'customer', body: { purpose: 'newsletter' } },
    'POST /api/account/delete': { auth: 'customer', body: { password: 'Wrong@1', confirm: 'DELETE' } },
    'GET /api/vendor/my-data': { auth: 'vendor' },
    'GET /api/vendor/my-data/archive': { auth: 'vendor' },
    'POST /api/vendor/delete': { auth: 'vendor', body: { password: 'Wrong@1', confirm: 'DELETE' } },
    'GET /api/admin/data-requests': { auth: 'operator', query: { kind: 'erasure', state: 'refused' } },
    'GET /api/newsletter/unsubscribe': { query: { email: 'fuzz@example.in', token: 'abc' } },
    // reschedule, package cancellation, the vendor calendar.
    'POST /api/bookings/{id}/reschedule': {
      auth: 'customer',
      params: { id: '1' },
      body: { bookingDate: plusDays(today(), 60) },
    },
    'POST /api/vendor/bookings/{id}/refuse-move': { auth: 'vendor', params: { id: '1' } },
    'POST /api/package-orders/{id}/cancel': { auth: 'customer', params: { id: '1' } },
    'GET /api/package-orders/{id}/swap-options': { auth: 'customer', params: { id: '1' }, query: { itemId: '1' } },
    'POST /api/package-orders/{id}/swap': { auth: 'customer', params: { id: '1' }, body: { itemId: 1, productId: 2 } },
    'GET /api/package-orders/{id}/credit-notes': { auth: 'customer', params: { id: '1' } },
    'POST /api/vendor/package-items/{id}/decline': {
      auth: 'vendor',
      params: { id: '1' },
      body: { reason: 'other', note: 'Fuzz' },
    },
    'POST /api/admin/package-bookings/{id}/cancel': {
      auth: 'operator',
      params: { id: '1' },
      body: { onBehalfOf: 'customer', refund: 'override', amount: '10.00', reason: 'Fuzz' },
    },
    'GET /api/ServiceCalendar': { query: { productId: '1', from: future(), to: plusDays(today(), 60) } },
    'GET /api/vendor/calendar': {
      auth: 'vendor',
      query: { productId: '0', from: future(), to: plusDays(today(), 60) },
    },
    'POST /api/vendor/calendar/blocks': {
      auth: 'vendor',
      body: { productId: 1, from: plusDays(today(), 200), to: plusDays(today(), 201), note: 'Fuzz' },
    },
    'POST /api/vendor/calendar/blocks/{id}/delete': { auth: 'vendor', params: { id: '1' } },
    'POST /api/vendor/calendar/capacity': {
      auth: 'vendor',
      body: { productId: 1, from: plusDays(today(), 210), to: plusDays(today(), 211), capacity: 2 },
    },
    'POST /api/vendor/calendar/rules': {
      auth: 'vendor',
      body: { productId: 1, leadDays: 1, windowDays: 365, workingDays: 127 },
    },
    'GET /api/admin/vendors/{id}/calendar': {
      auth: 'operator',
      params: { id: '1' },
      query: { productId: '0', from: future(), to: plusDays(today(), 60) },
    },
    'POST /api/admin/vendors/{id}/calendar/blocks': {
      auth: 'operator',
      params: { id: '1' },
      body: { productId: 1, from: plusDays(today(), 220), to: plusDays(today(), 221), note: 'Fuzz' },
    },
    'POST /api/admin/vendors/{id}/calendar/blocks/{blockId}/delete': {
      auth: 'operator',
      params: { id: '1', blockId: '1' },
    },
    'POST /api/admin/vendors/{id}/calendar/capacity': {
      auth: 'operator',
      params: { id: '1' },
      body: { productId: 1, from: plusDays(today(), 230), to: plusDays(today(), 231), capacity: 2 },
    },
    'POST /api/admin/vendors/{id}/calendar/rules': {
      auth: 'operator',
      params: { id: '1' },
      body: { productId: 1, leadDays: 1, windowDays: 365, workingDays: 127 },
    },
    'POST /api/vendor/bookings/{id}/decline': {
      auth: 'vendor',
      params: { id: '1' },
      body: { reason: 'other', note: 'Our hall is under repair' },
    },
    'GET /api/vendor/bookings/{id}/credit-notes': { auth: 'vendor', params: { id: '1' } },
    'GET /api/vendor/getBooking': { auth: 'vendor' },
    'GET /api/vendor/OrderDetails/{bookingid}': { auth: 'vendor', params: { bookingid: '1' } },
    'GET /api/vendor/products': { auth: 'vendor' },
    'GET /api/vendor/getBookingsByProduct/{productId}': { auth: 'vendor', params: { productId: '1' } },
    'GET /api/vendor/getBookingsByProductDetails/{bookingId}/{productId}': {
      auth: 'vendor',
      params: { bookingId: '1', productId: '1' },
    },
    'GET /api/vendor/ProductDetails/{serviceId}': { auth: 'vendor', params: { serviceId: '1' } },
    'POST /api/vendor/AddProduct': { auth: 'vendor', form: { fields: {}, json: service } },
    'POST /api/vendor/UpdateService': { auth: 'vendor', form: { fields: {}, json: { ...service, id: 1 } } },
    'GET /api/Vendor/ProductImages/{id}': { auth: 'vendor', params: { id: '1' } },
    'POST /api/uploadMultipleImages': { auth: 'vendor', form: { fields: { pid: '1', service_id: '1' } } },
    'GET /api/vendor/delete-image': { auth: 'vendor', query: { id: '99999', pid: '1' } },
    'GET /api/health': {},
    'GET /api/Calendar/getCalendar': {},
    'GET /api/geo/pincode/{pin}': { params: { pin: '110001' } },
    'POST /api/geo/locate': { body: { lat: 12.9756, lon: 77.6031 } },
    'GET /images/{folder}/{file}': { params: { folder: 'product', file: 'decoration-1-1.svg' } },
    // Last: they end sessions or change passwords.
    'POST /api/change-password': {
      auth: 'customer',
      body: { uid: 1, oldPassword: 'Wrong@1', newPassword: 'New@1234', confirmPassword: 'New@1234' },
    },
    'POST /api/vendor/change-password': {
      auth: 'vendor',
      body: { uid: 1, oldPassword: 'Wrong@1', newPassword: 'New@1234', confirmPassword: 'New@1234' },
    },
    'POST /api/logout': {},
    // Earnings, payouts, KYC, tax reports (docs/payments.md).
    'GET /api/vendor/earnings': { auth: 'vendor', query: { year: '2026' } },
    'GET /api/vendor/payouts': { auth: 'vendor' },
    'GET /api/vendor/earnings/statement': { auth: 'vendor', query: { month: '2026-10', format: 'csv', lang: 'en' } },
    'GET /api/vendor/kyc': { auth: 'vendor' },
    'POST /api/vendor/kyc': {
      auth: 'vendor',
      body: {
        pan: 'ABCPS1234K',
        panName: 'Shubh',
        accountName: 'Shubh Decorators',
        accountNumber: '123456789012',
        confirmAccountNumber: '123456789012',
        ifsc: 'HDFC0001234',
      },
    },
    'GET /api/admin/kyc': { auth: 'operator' },
    'POST /api/admin/vendors/{id}/kyc': {
      auth: 'operator',
      params: { id: '1' },
      body: { verified: false, reason: 'Blurred' },
    },
    'POST /api/admin/payout-runs': { auth: 'operator', body: { period: '2026-10' } },
    'GET /api/admin/payout-runs/{period}': { auth: 'operator', params: { period: '2026-10' } },
    'GET /api/admin/payout-runs/{period}/bank-file': { auth: 'operator', params: { period: '2026-10' } },
    'POST /api/admin/payout-runs/references': {
      auth: 'operator',
      body: { references: [{ payoutId: 1, utr: 'UTR123456789' }] },
    },
    'GET /api/admin/reports/tcs': { auth: 'operator', query: { month: '2026-10' } },
    'GET /api/admin/reports/tds': { auth: 'operator', query: { month: '2026-10' } },
    'GET /api/admin/vendors/decline-rates': { auth: 'operator', query: { from: '2026-10-01', to: '2026-10-31' } },
    // The home page's curation.
    'GET /api/admin/storefront': { auth: 'operator' },
    'POST /api/admin/storefront/services/{id}': {
      auth: 'operator',
      params: { id: '2' },
      body: { featured: true, homeHidden: false },
    },
    'POST /api/admin/storefront/vendors/{id}': { auth: 'operator', params: { id: '2' }, body: { homeHidden: false } },
    // A new contact proven by a code (docs/security.md).
    'POST /api/contact-code': { auth: 'customer', body: { contact: 'fuzz-new@example.in' } },
    // The vendor calendar's service list.
    'GET /api/vendor/calendar/services': { auth: 'vendor' },
    'GET /api/admin/vendors/{id}/calendar/services': { auth: 'operator', params: { id: '1' } },
    // Conversations and quotes (docs/conversations.md).
    'POST /api/conversations': {
      auth: 'customer',
      body: { productId: 2, eventDate: future(), guests: 100, pincode: '400050', message: 'Is this date open?' },
    },
    'GET /api/conversations': { auth: 'customer' },
    'GET /api/conversations/unread': { auth: 'customer' },
    'GET /api/conversations/{id}': { auth: 'customer', params: { id: '1' } },
    'POST /api/conversations/{id}/messages': { auth: 'customer', params: { id: '1' }, body: { text: 'Hello' } },
    'POST /api/conversations/{id}/photos': { auth: 'customer', params: { id: '1' } },
    'POST /api/conversations/{id}/report': {
      auth: 'customer',
      params: { id: '1' },
      body: { reason: 'Spam', block: false },
    },
    'POST /api/conversations/{id}/quotes/{quoteId}/accept': {
      auth: 'customer',
      params: { id: '1', quoteId: '1' },
      body: { addressId: 1, paymentType: 'full' },
    },
    'GET /api/vendor/conversations': { auth: 'vendor' },
    'GET /api/vendor/conversations/unread': { auth: 'vendor' },
    'POST /api/vendor/conversations/{id}/quotes': {
      auth: 'vendor',
      params: { id: '1' },
      body: {
        eventDate: future(),
        pincode: '400050',
        lines: [{ description: 'Stage', quantity: 1, unitPaise: 500000 }],
      },
    },
    'POST /api/vendor/conversations/{id}/quotes/{quoteId}/revise': {
      auth: 'vendor',
      params: { id: '1', quoteId: '1' },
      body: {
        eventDate: future(),
        pincode: '400050',
        lines: [{ description: 'Stage', quantity: 2, unitPaise: 500000 }],
      },
    },
    'POST /api/vendor/conversations/{id}/quotes/{quoteId}/withdraw': {
      auth: 'vendor',
      params: { id: '1', quoteId: '1' },
    },
    'GET /api/admin/conversations': { auth: 'operator' },
    // The shortlist and compare (docs/shortlist.md).
    'GET /api/Shortlist': { auth: 'customer' },
    'PUT /api/Shortlist': { auth: 'customer', body: { productIds: [2, 3] } },
    'PUT /api/Shortlist/{productId}': { auth: 'customer', params: { productId: '2' } },
    'DELETE /api/Shortlist/{productId}': { auth: 'customer', params: { productId: '2' } },
    'POST /api/Shortlist/share': { auth: 'customer' },
    'DELETE /api/Shortlist/share': { auth: 'customer' },
    'GET /api/SharedShortlist/{token}': { params: { token: 'abcdefabcdefabcdef' } },
    'GET /api/ShortlistServices': { query: { ids: '2,3' } },
    'GET /api/Compare': { query: { ids: '2,3', pincode: '400050', date: future() } },
  };
}

/**
 * GET routes that change data (the others only read; their row counts are compared at the end): product §7's, and the
 * personal-data reads that record themselves (an export in data_requests, the operator's look in the audit log).
 */
const WRITING_GETS = new Set([
  '/api/DeleteCart',
  '/api/deleteAddress',
  '/api/vendor/delete-image',
  '/api/account/my-data',
  '/api/account/my-data/archive',
  '/api/vendor/my-data',
  '/api/vendor/my-data/archive',
  '/api/admin/data-requests',
  // Reads of a vendor's money first write the withheld lines it is owed (docs/payments.md); downloads and the
  // operator's reads of conversations are audited.
  '/api/vendor/earnings',
  '/api/vendor/payouts',
  '/api/vendor/ledger',
  '/api/admin/payouts',
  '/api/vendor/earnings/statement',
  '/api/vendor/dashboard',
  '/api/admin/payout-runs/{period}',
  '/api/admin/payout-runs/{period}/bank-file',
  '/api/admin/reports/tcs',
  '/api/admin/reports/tds',
  '/api/admin/kyc',
  '/api/admin/conversations',
  '/api/conversations/{id}',
  '/api/conversations',
]);

/**
 * Tables whose rows a refused request may still add: the sign-in throttle counts failed attempts by design, and a
 * refused payment webhook is recorded for the operators' failure alert (messages/failure-alerts.ts).
 */
const COUNTED_ANYWAY = new Set([
  'auth_throttle',
  'schema_migrations',
  'schemaversion',
  'seed_info',
  'webhook_failures',
]);

/** Logs every insert (+1) and delete (-1) on `tables` into fuzz_row_changes (dropped by unwatchRowCounts). */
async function watchRowCounts(t: TestCtx, tables: string[]): Promise<void> {
  await t.db.query('CREATE TABLE IF NOT EXISTS fuzz_row_changes (table_name text NOT NULL, d int NOT NULL)');
  await t.db.query(`CREATE OR REPLACE FUNCTION fuzz_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_row_changes VALUES (TG_TABLE_NAME, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
      RETURN NULL;
    END $$`);
  for (const n of tables)
    await t.db.query(
      `CREATE TRIGGER fuzz_row_change AFTER INSERT OR DELETE ON ${n} FOR EACH ROW EXECUTE FUNCTION fuzz_row_change()`,
    );
}

async function unwatchRowCounts(t: TestCtx, tables: string[]): Promise<void> {
  for (const n of tables) await t.db.query(`DROP TRIGGER IF EXISTS fuzz_row_change ON ${n}`);
  await t.db.query('DROP FUNCTION IF EXISTS fuzz_row_change()');
  await t.db.query('DROP TABLE IF EXISTS fuzz_row_changes');
}

describe('fuzz: every OpenAPI route with boundary values', () => {
  let t: TestCtx;
  /** Drops the row-count triggers, whether the test passed or not: the files after this one share the database. */
  let unwatch: (() => Promise<void>) | undefined;
  before(async () => {
    t = await setup();
  });
  after(async () => {
    await unwatch?.();
    await t.close();
  });

  it(
    'no 5xx, nothing stored by a refused request, nothing out of bounds stored',
    { timeout: 10 * 60_000 },
    async () => {
      const started = Date.now();
      const doc = (await t.call('GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
      const table = samples();
      const routes: string[] = [];
      for (const [p, methods] of Object.entries(doc.paths)) {
        if (p.startsWith('/api/docs')) continue;
        for (const m of Object.keys(methods))
          if (['get', 'post', 'put', 'delete'].includes(m)) routes.push(`${m.toUpperCase()} ${p}`);
      }
      const missing = routes.filter((r) => !table[r]);
      assert.deepEqual(missing, [], 'every route of the OpenAPI document has a sample here');
      const order = Object.keys(table).filter((k) => routes.includes(k));

      const tables = (
        await t.db.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()')
      ).rows
        .map((r) => r.tablename)
        .filter((n) => !COUNTED_ANYWAY.has(n))
        .sort();
      // Row counts are watched by a row trigger on every table that logs +1 per insert and -1 per delete: after a
      // request, the tables whose net change is not 0 are those whose row count changed (the same check as counting
      // every table after every request, at the cost of reading a log that is almost always empty).
      await watchRowCounts(t, tables);
      unwatch = () => unwatchRowCounts(t, tables);
      const changed = async () =>
        (
          await t.db.query<{ table_name: string }>(
            'WITH gone AS (DELETE FROM fuzz_row_changes RETURNING table_name, d) ' +
              'SELECT table_name FROM gone GROUP BY table_name HAVING sum(d) <> 0 ORDER BY table_name',
          )
        ).rows.map((r) => r.table_name);

      const tally = { tried: 0, ok: 0, client: 0, server: 0 };
      const failures: string[] = [];
      const stored: string[] = [];

      const send = async (
        route: string,
        label: string,
        s: Sample,
        over: {
          query?: Record<string, string>;
          params?: Record<string, string>;
          body?: unknown;
          form?: Sample['form'];
          rawBody?: boolean;
        },
      ) => {
        const [method, path] = route.split(' ') as [string, string];
        let url = path;
        for (const [k, v] of Object.entries(over.params ?? s.params ?? {}))
          url = url.replace(`{${k}}`, encodeURIComponent(v));
        const q = new URLSearchParams(over.query ?? s.query ?? {}).toString();
        if (q) url += `?${q}`;
        const token =
          s.auth === 'customer'
            ? t.tokens.customerA
            : s.auth === 'vendor'
              ? t.tokens.vendorA
              : s.auth === 'operator'
                ? t.tokens.operator
                : null;
        let reply;
        const form = over.form ?? s.form;
        if (form) {
          const fields = { ...form.fields, ...(form.json ? { productJson: JSON.stringify(form.json) } : {}) };
          const m = await multipart(fields, [{ name: 'a.png', type: 'image/png', data: PNG }]);
          reply = await t.call(method, url, { token, payload: m.payload, headers: m.headers });
        } else {
          const body = 'body' in over ? over.body : s.body;
          reply = await t.call(method, url, {
            token,
            ...(method === 'POST'
              ? over.rawBody
                ? {
                    payload: Buffer.from(JSON.stringify(body ?? null)),
                    headers: { 'content-type': 'application/json' },
                  }
                : { body: body ?? {} }
              : {}),
          });
        }
        tally.tried++;
        if (reply.status >= 500) {
          tally.server++;
          failures.push(`${route} ${label} → ${reply.status} ${reply.raw.slice(0, 200)}`);
        } else if (reply.status >= 400) {
          tally.client++;
          if (method === 'GET' && !WRITING_GETS.has(path)) return; // a read stores nothing (checked at the end)
          const grew = await changed();
          if (grew.length) stored.push(`${route} ${label} → ${reply.status} but ${grew.join(', ')} changed`);
        } else {
          tally.ok++;
          if (method !== 'GET' || WRITING_GETS.has(path)) await changed(); // accepted: what it stored is the new start
        }
      };

      const show = (v: unknown) => {
        const s =
          typeof v === 'string'
            ? JSON.stringify(v.length > 30 ? `${v.slice(0, 12)}…(${v.length})` : v)
            : (JSON.stringify(v) ?? String(v));
        return s.replace(/\\u0000/g, '\\0');
      };

      for (const route of order) {
        const s = table[route]!;
        await send(route, 'sample', s, {});
        for (const k of Object.keys(s.params ?? {}))
          for (const v of TEXT_VALUES)
            await send(route, `param ${k}=${show(v)}`, s, { params: { ...s.params, [k]: v } });
        for (const k of Object.keys(s.query ?? {}))
          for (const v of TEXT_VALUES) await send(route, `query ${k}=${show(v)}`, s, { query: { ...s.query, [k]: v } });
        if (s.body) {
          for (const k of Object.keys(s.body)) {
            for (const v of VALUES) await send(route, `body ${k}=${show(v)}`, s, { body: { ...s.body, [k]: v } });
            const { [k]: _drop, ...without } = s.body;
            await send(route, `body without ${k}`, s, { body: without });
          }
          for (const b of WHOLE_BODIES) await send(route, `whole body ${show(b)}`, s, { body: b, rawBody: true });
          // Nested package payloads: every field of the first item and product.
          const pkgOf = (b: Record<string, unknown>) =>
            (b.package ?? (b.packageItems ? b : null)) as Record<string, unknown> | null;
          const pkg = pkgOf(s.body);
          if (pkg) {
            const item = (pkg.packageItems as Record<string, unknown>[])[0]!;
            const product = (item.productDetails as Record<string, unknown>[])[0]!;
            const wrap = (p: Record<string, unknown>) => (s.body!.package ? { ...s.body, package: p } : p);
            for (const v of VALUES.filter((x) => typeof x !== 'string' || x.length < 1000)) {
              await send(route, `packageItems[0].serviceID=${show(v)}`, s, {
                body: wrap({ ...pkg, packageItems: [{ ...item, serviceID: v }] }),
              });
              await send(route, `productDetails[0].Product_ID=${show(v)}`, s, {
                body: wrap({ ...pkg, packageItems: [{ ...item, productDetails: [{ ...product, Product_ID: v }] }] }),
              });
              await send(route, `packageItems=${show(v)}`, s, { body: wrap({ ...pkg, packageItems: v }) });
            }
          }
        }
        if (s.form) {
          for (const k of Object.keys(s.form.fields))
            for (const v of TEXT_VALUES)
              await send(route, `form ${k}=${show(v)}`, s, {
                form: { ...s.form, fields: { ...s.form.fields, [k]: v } },
              });
          if (s.form.json) {
            for (const k of Object.keys(s.form.json))
              for (const v of VALUES.filter((x) => typeof x !== 'string' || x.length < 1000)) {
                await send(route, `productJson.${k}=${show(v)}`, s, {
                  form: { ...s.form, json: { ...s.form.json, [k]: v } },
                });
              }
          }
        }
      }

      const drift = await changed();
      assert.deepEqual(drift, [], 'a read request changed row counts');

      // What was stored by the requests that were accepted stays within bounds.
      const horizon = plusDays(today(), 2 * 366);
      const bad: string[] = [];
      const columns = (
        await t.db.query<{ table_name: string; column_name: string; data_type: string }>(
          'SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema()',
        )
      ).rows;
      for (const c of columns) {
        if (
          COUNTED_ANYWAY.has(c.table_name) ||
          c.table_name === 'fuzz_row_changes' ||
          c.table_name === 'idempotency_keys' ||
          c.table_name === 'revoked_tokens'
        )
          continue;
        if (c.data_type === 'text' || c.data_type.startsWith('character')) {
          const r = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${c.table_name} WHERE length(${c.column_name}) > 10000`,
          );
          if (r.rows[0]!.n) bad.push(`${c.table_name}.${c.column_name}: ${r.rows[0]!.n} value(s) longer than 10000`);
        }
        if (c.data_type === 'date') {
          const r = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${c.table_name} WHERE ${c.column_name} > $1::date`,
            [horizon],
          );
          if (r.rows[0]!.n) bad.push(`${c.table_name}.${c.column_name}: ${r.rows[0]!.n} date(s) after ${horizon}`);
        }
        if (c.column_name === 'lat' || c.column_name === 'lon') {
          const [lo, hi] = c.column_name === 'lat' ? [6, 38] : [68, 98];
          const r = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${c.table_name} WHERE ${c.column_name} < ${lo} OR ${c.column_name} > ${hi}`,
          );
          if (r.rows[0]!.n) bad.push(`${c.table_name}.${c.column_name}: ${r.rows[0]!.n} outside India`);
        }
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz (${t.db.kind}): ${order.length} routes, ${tally.tried} requests tried, ${tally.ok} 2xx, ${tally.client} 4xx, ${tally.server} 5xx in ${seconds} s`,
      );
      assert.deepEqual(failures.slice(0, 40), [], `${tally.server} replies were 5xx`);
      assert.deepEqual(stored.slice(0, 40), [], 'a refused request stored something');
      assert.deepEqual(bad, [], 'stored values out of bounds');
    },
  );
});

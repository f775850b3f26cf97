/**
 * Every API test file in one process with one database (PGlite takes seconds and hundreds of MB to start, so
 * the suite starts it once; each file re-seeds it with TRUNCATE + seed in its `before`). Run by test/run.mjs.
 */
import './single-process';
import { after } from 'node:test';
import { closeShared } from './helpers';
import './public.test';
import './contract.test';
import './request-contract.test';
import './auth.test';
import './auth-cache.test';
import './customer.test';
import './vendor.test';
import './isolation.test';
import './concurrency.test';
import './public-cache.test';
import './data-changes.test';
import './lists.test';
import './page-limits.test';
import './admin-keyset.test';
import './route-plugins.test';
import './vendor-totals.test';
import './explain.test';
import './statement.test';
import './pg-outage.test';
import './shutdown.test';
import './dated-cart.test';
import './indian-rules.test';
import './security-auth.test';
import './security-input.test';
import './security-storage.test';
import './security-accounts.test';
import './security-suspended-vendor.test';
import './security-pincode.test';
import './security-numbers.test';
import './images.test';
import './admin.test';
import './admin-booking-search.test';
import './admin-catalog.test';
import './content-hindi.test';
import './reply-language.test';
import './service-area.test';
import './demo-catalogue.test';
import './service-reach.test';
import './invoice-supplier.test';
import './invoice-truth.test';
import './migrate.test';
import './payments.test';
import './messages-outbox.test';
import './messages-events.test';
import './messages-routes.test';
import './messages-alerts.test';
import './security-payments.test';
import './razorpay.test';
import './money.test';
import './vendor-paid-only.test';
import './policy-text.test';
import './package-rates.test';
import './order-money.test';
import './verification.test';
import './vendor-calendar.test';
import './observability.test';
// Last: it leaves the demo accounts throttled and their data fuzzed (the next setup() re-seeds).
import './fuzz.test';

after(async () => {
  await closeShared();
});
import './package-cancel.test';
import './reschedule.test';
import './change-messages.test';
import './sql-placement.test';

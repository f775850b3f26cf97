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
import './explain.test';
import './statement.test';
import './pg-outage.test';
import './shutdown.test';
import './dated-cart.test';
import './indian-rules.test';
import './security-auth.test';
import './security-input.test';
import './security-storage.test';
import './images.test';
import './admin.test';
import './admin-catalog.test';
import './service-area.test';
import './invoice-supplier.test';
import './migrate.test';
import './payments.test';
import './razorpay.test';
import './money.test';
// Last: it leaves the demo accounts throttled and their data fuzzed (the next setup() re-seeds).
import './fuzz.test';

after(async () => {
  await closeShared();
});

-- Server-side lists at marketplace scale (issue 19): keyset pagination indexes (sort key + id, so a page is an index
-- range scan whatever the table size) and typo-tolerant title search with pg_trgm where the server has it.

-- Bookings: a customer's and a vendor's, newest first (created_at DESC, id DESC), and a vendor's package items.
CREATE INDEX bookings_user_keyset_idx ON bookings (user_id, created_at DESC, id DESC);
CREATE INDEX bookings_vendor_keyset_idx ON bookings (vendor_id, created_at DESC, id DESC);
DROP INDEX bookings_user_idx;
DROP INDEX bookings_vendor_idx;
CREATE INDEX package_booking_items_vendor_keyset_idx ON package_booking_items (vendor_id, package_booking_id DESC, id DESC);

-- Enquiries and reviews, newest first.
CREATE INDEX enquiries_user_keyset_idx ON enquiries (user_id, created_at DESC, id DESC);
DROP INDEX enquiries_user_idx;
CREATE INDEX reviews_product_keyset_idx ON reviews (product_id, created_at DESC, id DESC);

-- Active services by each list order, whole catalogue and per category (partial: only active rows are listed).
CREATE INDEX products_active_newest_idx ON products (created_at DESC, id DESC) WHERE status = 1;
CREATE INDEX products_active_price_idx ON products (payable_amt, id) WHERE status = 1;
CREATE INDEX products_active_rating_idx ON products (rating DESC, id DESC) WHERE status = 1;
CREATE INDEX products_active_cat_newest_idx ON products (service_id, created_at DESC, id DESC) WHERE status = 1;
CREATE INDEX products_active_cat_price_idx ON products (service_id, payable_amt, id) WHERE status = 1;
CREATE INDEX products_active_cat_rating_idx ON products (service_id, rating DESC, id DESC) WHERE status = 1;

-- Title search: trigram GIN index (substring and typo-tolerant similarity) when pg_trgm can be installed; without it
-- the lower(title) index of 001 serves prefix search only.
-- The extension may already live in another schema of the database: its operator class is named with that schema.
DO $$
DECLARE
  ext_schema TEXT;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm not available (%): title search without a trigram index', SQLERRM;
  END;
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX products_title_trgm_idx ON products USING gin (lower(title) %I.gin_trgm_ops) WHERE status = 1', ext_schema);
  END IF;
END
$$;

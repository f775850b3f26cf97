-- The operator's storefront curation (docs/admin.md "Storefront"): a featured service heads the home page's rows; a
-- service or a vendor hidden from home stays listed in search, category lists and its own page.
ALTER TABLE products ADD COLUMN home_featured boolean NOT NULL DEFAULT false;
ALTER TABLE products ADD COLUMN home_hidden boolean NOT NULL DEFAULT false;
ALTER TABLE vendors ADD COLUMN home_hidden boolean NOT NULL DEFAULT false;

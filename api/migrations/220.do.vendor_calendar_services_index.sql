-- Issue 36 (docs/bench.md "Session 14"): the vendor's month calendar lists the vendor's services for its picker,
-- ordered by title, at most 500. Without an index in that order PostgreSQL read every service of the vendor (4 047
-- for the demo vendor on the scale set), joined their rules and sorted them to keep 500: 9 ms on a quiet database,
-- 30–80 ms on the busy one. With (vendor_id, title, id) it reads the first 500 in order and each one's rules by key:
-- 1.5 ms on the busy one.
CREATE INDEX IF NOT EXISTS products_vendor_title_idx ON products (vendor_id, title, id);

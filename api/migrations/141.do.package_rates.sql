-- A package's price follows the selection (issue 31.6). Until now a package had one fixed total shared pro rata
-- among whatever the customer picked, so choosing the dearest services paid their vendors a fraction of their price.
--
-- 1. Every service a package group offers gets the package rate its vendor agreed to (GST-inclusive paise). Rows of
--    existing packages take the service's own price (payable_amt) as it is today: no vendor agreed to less, so the
--    migration does not invent a discount; the operator lowers rates in the package builder as vendors agree.
ALTER TABLE package_group_products ADD COLUMN package_rate BIGINT;
UPDATE package_group_products gp SET package_rate = p.payable_amt FROM products p WHERE p.id = gp.product_id;
UPDATE package_group_products SET package_rate = 0 WHERE package_rate IS NULL;
ALTER TABLE package_group_products ALTER COLUMN package_rate SET NOT NULL;
ALTER TABLE package_group_products ADD CONSTRAINT package_group_products_rate_check CHECK (package_rate >= 0);

-- 2. packages.total is now the package's "from" price: each active group's cheapest rate among its bookable services
--    (the builder writes it on every save). The price of an order is the sum of its chosen services' rates.
UPDATE packages k SET total = coalesce((
  SELECT sum(x.m) FROM (
    SELECT min(gp.package_rate) AS m
    FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id JOIN products p ON p.id = gp.product_id
    WHERE g.package_id = k.id AND g.retired_at IS NULL AND p.status = 1 AND p.amount_hide_show = 0
    GROUP BY g.id
  ) x), 0);

-- 3. The marketplace's commission on each item of a package order, fixed when the order is placed: the vendor's
--    commission percent of the item's taxable value (its part less the GST inside it, at the item's GST rate), as
--    @utsav/shared/package-pricing computes it (half up to the paisa). Orders placed before keep their money: the
--    package total, what was paid and each item's part (share_amt, the pro-rata split of migration 010) are left as
--    they were; only the commission on each part is written, so their vendors are paid their part less commission.
ALTER TABLE package_booking_items ADD COLUMN commission_amt BIGINT NOT NULL DEFAULT 0;
UPDATE package_booking_items i
SET commission_amt = least(i.share_amt, round((i.share_amt - CASE WHEN i.gst_per > 0 THEN least(i.share_amt, round(i.share_amt * i.gst_per / (100 + i.gst_per))) ELSE 0 END) * p.admin_commission_per / 100))
FROM products p WHERE p.id = i.product_id;
ALTER TABLE package_booking_items ADD CONSTRAINT package_booking_items_commission_check CHECK (commission_amt >= 0 AND commission_amt <= share_amt);

-- 4. The vendor ledger carries package items too (money collected for a vendor's part of a package order, its
--    commission), so the vendor's dashboard, ledger and payouts count package money. Paid package orders placed
--    before get their entries now: what was paid, split among the items pro rata to their parts (rounded down, the
--    last item taking what rounding left — splitPackageTotal), and the commission due on each item's collected part
--    (commission × collected / part). Dated when the order was confirmed, referenced to its payment.
ALTER TABLE vendor_ledger ADD COLUMN package_item_id INT REFERENCES package_booking_items(id) ON DELETE CASCADE;
CREATE INDEX vendor_ledger_package_item_idx ON vendor_ledger (package_item_id) WHERE package_item_id IS NOT NULL;

WITH k AS (
  SELECT b.id, b.paid_amt, coalesce(b.confirmed_at, b.created_at) AS at,
         coalesce((SELECT p.id FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
                   WHERE o.package_booking_id = b.id AND p.status = 'captured' ORDER BY p.created_at, p.id LIMIT 1), 'migration-141') AS ref
  FROM package_bookings b
  WHERE b.paid_amt > 0 AND b.booking_state IN ('confirmed', 'completed')
), x AS (
  SELECT i.id, i.vendor_id, i.share_amt, i.commission_amt, k.paid_amt, k.at, k.ref,
         sum(i.share_amt) OVER (PARTITION BY i.package_booking_id) AS s,
         count(*) OVER (PARTITION BY i.package_booking_id) AS n,
         row_number() OVER (PARTITION BY i.package_booking_id ORDER BY i.id) AS r,
         i.package_booking_id AS bid
  FROM package_booking_items i JOIN k ON k.id = i.package_booking_id
), y AS (
  SELECT x.*, (CASE WHEN s > 0 THEN floor(paid_amt::numeric * share_amt / s) ELSE floor(paid_amt::numeric / n) END)::bigint AS f FROM x
), z AS (
  SELECT y.*, CASE WHEN y.r = y.n THEN y.paid_amt - (SELECT coalesce(sum(w.f), 0) FROM y w WHERE w.bid = y.bid AND w.r < y.n) ELSE y.f END AS part FROM y
), collected AS (
  INSERT INTO vendor_ledger (vendor_id, package_item_id, kind, amount, ref, created_at)
  SELECT vendor_id, id, 'collected', part, ref, at FROM z WHERE part > 0
  RETURNING id
)
INSERT INTO vendor_ledger (vendor_id, package_item_id, kind, amount, ref, created_at)
SELECT vendor_id, id, 'commission', -c, ref, at
FROM (SELECT z.*, CASE WHEN share_amt > 0 THEN greatest(0, least(commission_amt, round(commission_amt::numeric * least(part, share_amt) / share_amt)))::bigint ELSE 0 END AS c FROM z) q
WHERE c <> 0;

-- A package order's total shared among its products' vendors (issue 17.5): each item keeps its part (share_amt,
-- paise). Orders placed before get theirs now by the same rule as @utsav/shared/pricing splitPackageTotal: pro rata
-- to the item's own price, rounded down, the last item (by id) taking what rounding left; equal parts when all are 0.
ALTER TABLE package_booking_items ADD COLUMN share_amt BIGINT;

WITH x AS (
  SELECT i.id, i.package_booking_id AS bid, k.package_total AS total, i.payable_amt AS p,
         sum(i.payable_amt) OVER (PARTITION BY i.package_booking_id) AS s,
         count(*) OVER (PARTITION BY i.package_booking_id) AS n,
         row_number() OVER (PARTITION BY i.package_booking_id ORDER BY i.id) AS r
  FROM package_booking_items i JOIN package_bookings k ON k.id = i.package_booking_id
), y AS (
  SELECT id, bid, total, n, r, (CASE WHEN s > 0 THEN floor(total::numeric * p / s) ELSE floor(total::numeric / n) END)::bigint AS f FROM x
)
UPDATE package_booking_items i
SET share_amt = CASE WHEN y.r = y.n THEN y.total - (SELECT coalesce(sum(z.f), 0) FROM y z WHERE z.bid = y.bid AND z.r < y.n) ELSE y.f END
FROM y WHERE y.id = i.id;

ALTER TABLE package_booking_items ALTER COLUMN share_amt SET NOT NULL;
ALTER TABLE package_booking_items ADD CONSTRAINT package_booking_items_share_check CHECK (share_amt >= 0);

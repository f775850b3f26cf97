-- The vendor dashboard from the roll-up alone (issue 39). Its figures were, per request: a count of the vendor's
-- services (an index-only scan of 10 000 entries for the demo vendor of the scale set, most of the statement's
-- time), a sum over every status-1 day of vendor_booking_days (850 rows), and the ledger's sums over every ledger
-- line of the vendor (three lines per paid booking in a live marketplace: a vendor with 400 000 paid bookings would
-- sum a million lines). One row per vendor, kept by triggers in the same transactions as the writes, holds those
-- totals; the dashboard reads it, plus the per-day roll-up from the chart's first month on (a few hundred rows at
-- most: the chart's months and the upcoming days, whose count is subtracted from the total to give the completed).
CREATE TABLE vendor_totals (
  vendor_id   INT PRIMARY KEY,
  -- Every service of the vendor, whatever its status (as the dashboard's ProductCount).
  services    BIGINT NOT NULL DEFAULT 0,
  -- Bookings with status 1 (confirmed or completed), as vendor_booking_days counts them.
  bookings    BIGINT NOT NULL DEFAULT 0,
  -- The ledger's sums (bookings/vendor-ledger LEDGER_SUMS_SQL): amounts as the ledger signs them.
  collected   BIGINT NOT NULL DEFAULT 0,
  commission  BIGINT NOT NULL DEFAULT 0,
  refunded    BIGINT NOT NULL DEFAULT 0,
  advance     BIGINT NOT NULL DEFAULT 0,
  payouts     BIGINT NOT NULL DEFAULT 0
);
ALTER TABLE vendor_totals SET (fillfactor = 70);

CREATE FUNCTION vendor_totals_add(v INT, d_services BIGINT, d_bookings BIGINT, d_collected BIGINT, d_commission BIGINT,
                                  d_refunded BIGINT, d_advance BIGINT, d_payouts BIGINT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF v IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO vendor_totals AS t (vendor_id, services, bookings, collected, commission, refunded, advance, payouts)
  VALUES (v, d_services, d_bookings, d_collected, d_commission, d_refunded, d_advance, d_payouts)
  ON CONFLICT (vendor_id) DO UPDATE SET
    services = t.services + EXCLUDED.services, bookings = t.bookings + EXCLUDED.bookings,
    collected = t.collected + EXCLUDED.collected, commission = t.commission + EXCLUDED.commission,
    refunded = t.refunded + EXCLUDED.refunded, advance = t.advance + EXCLUDED.advance, payouts = t.payouts + EXCLUDED.payouts;
END;
$$;

-- Services: one more or one fewer, or moved to another vendor.
CREATE FUNCTION products_vendor_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.vendor_id IS NOT DISTINCT FROM NEW.vendor_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM vendor_totals_add(OLD.vendor_id, -1, 0, 0, 0, 0, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM vendor_totals_add(NEW.vendor_id, 1, 0, 0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER products_vendor_totals AFTER INSERT OR DELETE OR UPDATE OF vendor_id ON products FOR EACH ROW EXECUTE FUNCTION products_vendor_totals();

-- Bookings: only when a booking enters or leaves status 1 (or changes vendor).
CREATE FUNCTION bookings_vendor_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.vendor_id IS NOT DISTINCT FROM NEW.vendor_id AND (OLD.status = 1) = (NEW.status = 1) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 1 THEN
    PERFORM vendor_totals_add(OLD.vendor_id, 0, -1, 0, 0, 0, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 1 THEN
    PERFORM vendor_totals_add(NEW.vendor_id, 0, 1, 0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER bookings_vendor_totals AFTER INSERT OR DELETE OR UPDATE OF status, vendor_id ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_vendor_totals();

-- Ledger lines (only ever inserted; deleted with their booking or package item). Whether a collected line counts
-- as an advance (a service booking paid by advance, through the order's payment) is decided once, when the line is
-- written, and kept on the line: when it is deleted with its booking, the booking can no longer be asked.
ALTER TABLE vendor_ledger ADD COLUMN is_advance BOOLEAN NOT NULL DEFAULT false;
UPDATE vendor_ledger l SET is_advance = true
FROM bookings b, payments p, payment_orders po
WHERE l.kind = 'collected' AND b.id = l.booking_id AND b.payment_type = 'advance' AND p.id = l.ref AND po.id = p.payment_order_id AND po.kind = 'order';

CREATE FUNCTION vendor_ledger_is_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_advance := NEW.kind = 'collected' AND EXISTS (
    SELECT 1 FROM bookings b, payments p, payment_orders po
    WHERE b.id = NEW.booking_id AND b.payment_type = 'advance' AND p.id = NEW.ref AND po.id = p.payment_order_id AND po.kind = 'order');
  RETURN NEW;
END;
$$;
CREATE TRIGGER vendor_ledger_is_advance BEFORE INSERT ON vendor_ledger FOR EACH ROW EXECUTE FUNCTION vendor_ledger_is_advance();

CREATE FUNCTION vendor_ledger_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r vendor_ledger;
  s INT;
BEGIN
  IF TG_OP = 'DELETE' THEN
    r := OLD;
    s := -1;
  ELSE
    r := NEW;
    s := 1;
  END IF;
  PERFORM vendor_totals_add(r.vendor_id, 0, 0,
    s * CASE WHEN r.kind = 'collected' THEN r.amount ELSE 0 END,
    s * CASE WHEN r.kind = 'commission' THEN -r.amount ELSE 0 END,
    s * CASE WHEN r.kind = 'refund' THEN -r.amount ELSE 0 END,
    s * CASE WHEN r.is_advance THEN r.amount ELSE 0 END,
    0);
  RETURN NULL;
END;
$$;
CREATE TRIGGER vendor_ledger_totals AFTER INSERT OR DELETE ON vendor_ledger FOR EACH ROW EXECUTE FUNCTION vendor_ledger_totals();

CREATE FUNCTION vendor_payouts_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM vendor_totals_add(OLD.vendor_id, 0, 0, 0, 0, 0, 0, -OLD.amount);
  ELSE
    PERFORM vendor_totals_add(NEW.vendor_id, 0, 0, 0, 0, 0, 0, NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER vendor_payouts_totals AFTER INSERT OR DELETE ON vendor_payouts FOR EACH ROW EXECUTE FUNCTION vendor_payouts_totals();

-- What is already there (the bookings from the per-day roll-up: the same status-1 rows, far fewer to read).
INSERT INTO vendor_totals (vendor_id, services, bookings, collected, commission, refunded, advance, payouts)
SELECT v.id,
       (SELECT count(*) FROM products p WHERE p.vendor_id = v.id),
       (SELECT coalesce(sum(n), 0) FROM vendor_booking_days d WHERE d.vendor_id = v.id AND d.status = 1),
       (SELECT coalesce(sum(amount), 0) FROM vendor_ledger l WHERE l.vendor_id = v.id AND l.kind = 'collected'),
       (SELECT coalesce(-sum(amount), 0) FROM vendor_ledger l WHERE l.vendor_id = v.id AND l.kind = 'commission'),
       (SELECT coalesce(-sum(amount), 0) FROM vendor_ledger l WHERE l.vendor_id = v.id AND l.kind = 'refund'),
       (SELECT coalesce(sum(amount), 0) FROM vendor_ledger l WHERE l.vendor_id = v.id AND l.is_advance),
       (SELECT coalesce(sum(amount), 0) FROM vendor_payouts o WHERE o.vendor_id = v.id)
FROM vendors v;

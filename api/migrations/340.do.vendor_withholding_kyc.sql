-- What the marketplace keeps back from a vendor's money, as lines of the ledger (docs/payments.md): GST on the
-- commission, TCS (CGST Act s.52; CGST + SGST or IGST) and TDS (Income-tax Act s.194-O). Each vendor_ledger line of
-- money in or out (collected, refund) or of commission brings its withheld lines, computed by the domain's rules
-- (@utsav/domain/withholding) and written once per line (UNIQUE line_id, kind): a full refund gives back exactly
-- what was kept. Amounts are signed from the vendor's side like the ledger's: kept back < 0, given back > 0.
CREATE TABLE vendor_withheld (
  id          SERIAL PRIMARY KEY,
  line_id     INT NOT NULL REFERENCES vendor_ledger(id) ON DELETE CASCADE,
  vendor_id   INT NOT NULL REFERENCES vendors(id),
  kind        TEXT NOT NULL CHECK (kind IN ('commission_gst','tcs_cgst','tcs_sgst','tcs_igst','tds')),
  amount      BIGINT NOT NULL,
  -- The value the amount was computed on (taxable value, gross or commission), signed like the source line.
  base        BIGINT NOT NULL,
  rate        NUMERIC(6,3) NOT NULL,
  -- The source line's time: a withheld line belongs to the month of the money it follows.
  created_at  TIMESTAMPTZ NOT NULL,
  UNIQUE (line_id, kind)
);
CREATE INDEX vendor_withheld_vendor_idx ON vendor_withheld (vendor_id, created_at);

-- The dashboard's roll-up keeps the withheld sum too (earned = collected − refunds − commission − withheld).
ALTER TABLE vendor_totals ADD COLUMN withheld BIGINT NOT NULL DEFAULT 0;
CREATE FUNCTION vendor_withheld_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r vendor_withheld;
  s INT;
BEGIN
  IF TG_OP = 'DELETE' THEN
    r := OLD;
    s := -1;
  ELSE
    r := NEW;
    s := 1;
  END IF;
  INSERT INTO vendor_totals AS t (vendor_id, withheld) VALUES (r.vendor_id, -s * r.amount)
  ON CONFLICT (vendor_id) DO UPDATE SET withheld = t.withheld + EXCLUDED.withheld;
  RETURN NULL;
END;
$$;
CREATE TRIGGER vendor_withheld_totals AFTER INSERT OR DELETE ON vendor_withheld FOR EACH ROW EXECUTE FUNCTION vendor_withheld_totals();

-- A payout run pays a vendor once per month (period 'YYYY-MM'): the unique index makes a second run for the same
-- vendor and month fail, whatever the race. A run's payout is 'pending' (in the bank file) until its UTR comes back
-- ('paid'); payouts recorded by hand have no period and are paid when recorded.
ALTER TABLE vendor_payouts ADD COLUMN period TEXT CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');
ALTER TABLE vendor_payouts ADD COLUMN state TEXT NOT NULL DEFAULT 'paid' CHECK (state IN ('pending', 'paid'));
ALTER TABLE vendor_payouts ADD COLUMN created_at TIMESTAMPTZ NOT NULL DEFAULT now();
CREATE UNIQUE INDEX vendor_payouts_period_key ON vendor_payouts (vendor_id, period) WHERE period IS NOT NULL;

-- The ledger lines a payout settles: each line once (UNIQUE line_id), so no line is ever paid twice.
CREATE TABLE vendor_payout_lines (
  payout_id   INT NOT NULL REFERENCES vendor_payouts(id) ON DELETE CASCADE,
  line_id     INT NOT NULL UNIQUE REFERENCES vendor_ledger(id) ON DELETE CASCADE,
  PRIMARY KEY (payout_id, line_id)
);

-- The vendor's payout KYC: PAN, bank account and IFSC, checked by the domain's schema; verified by an operator
-- (audited) before any payout run pays the vendor. Visible only to the vendor and operators.
CREATE TABLE vendor_kyc (
  vendor_id       INT PRIMARY KEY REFERENCES vendors(id),
  pan             TEXT NOT NULL,
  pan_name        TEXT NOT NULL,
  account_holder  TEXT NOT NULL,
  account_number  TEXT NOT NULL,
  ifsc            TEXT NOT NULL,
  submitted_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  state           TEXT NOT NULL DEFAULT 'submitted' CHECK (state IN ('submitted', 'verified', 'rejected')),
  checked_at      TIMESTAMPTZ,
  checked_by      INT REFERENCES operators(id),
  reject_reason   TEXT NOT NULL DEFAULT ''
);

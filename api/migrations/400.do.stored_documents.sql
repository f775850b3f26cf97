-- Documents as sent (docs/payments.md "Documents as sent"): a tax invoice or bill of supply, a credit note or a
-- payment receipt is rendered once, when it is issued, and its PDF bytes are kept here with their SHA-256. Every
-- later download and every e-mail attachment serves these bytes; a later refund is a new credit note, a later payment
-- a new receipt, never a changed document. The rows cannot be updated (trigger below).
CREATE TABLE stored_documents (
  id           SERIAL PRIMARY KEY,
  kind         TEXT NOT NULL CHECK (kind IN ('tax_invoice', 'bill_of_supply', 'credit_note', 'payment_receipt')),
  number       TEXT NOT NULL,
  booking_id   INT NOT NULL REFERENCES bookings(id),
  refund_id    INT UNIQUE REFERENCES refunds(id),
  payment_id   TEXT REFERENCES payments(id),
  issued_at    TIMESTAMPTZ NOT NULL,
  filename     TEXT NOT NULL,
  content_type TEXT NOT NULL DEFAULT 'application/pdf',
  content      BYTEA NOT NULL,
  sha256       TEXT NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- The tax lines printed, in paise ({kind, amount, taxable, gst, cgst, sgst, igst}): what later credit notes are
  -- split against and what the check of documents against payments reads.
  tax          JSONB NOT NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (kind, number),
  CHECK ((kind = 'credit_note') = (refund_id IS NOT NULL)),
  CHECK ((kind = 'payment_receipt') = (payment_id IS NOT NULL))
);
-- One invoice (or bill of supply) per booking; one receipt per payment of a booking.
CREATE UNIQUE INDEX stored_documents_invoice_idx ON stored_documents (booking_id)
  WHERE kind IN ('tax_invoice', 'bill_of_supply');
CREATE UNIQUE INDEX stored_documents_receipt_idx ON stored_documents (payment_id, booking_id)
  WHERE kind = 'payment_receipt';
CREATE INDEX stored_documents_booking_idx ON stored_documents (booking_id);

-- The receipts' own series (RCP + 6 digits).
CREATE SEQUENCE payment_receipt_no_seq;

-- A document as sent never changes.
CREATE FUNCTION stored_documents_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stored documents are never changed (%)', OLD.number;
END $$;
CREATE TRIGGER stored_documents_frozen BEFORE UPDATE ON stored_documents FOR EACH ROW EXECUTE FUNCTION stored_documents_frozen();

-- Erasure of stored documents (docs/privacy.md#erasure, docs/payments.md "Documents as sent"). A stored invoice,
-- credit note or receipt prints its recipient's name, mobile number, email and address; after "delete my account"
-- the stored copy is replaced by the same document re-rendered with the person replaced by the erasure's
-- placeholders (api/src/documents/stored-documents.ts redactStoredDocuments).
--
-- render_input: what the document was rendered from when it was issued (the booking detail, and the tax heads of a
-- credit note or the payment of a receipt), so that the erased copy is re-rendered from the same figures, never from
-- the records as they stand later (a later payment, refund or reschedule would change what it prints). NULL on a
-- document stored before this migration: that one is re-rendered from the records.
-- erased_at: when the person was removed from it (once).
ALTER TABLE stored_documents ADD COLUMN render_input JSONB;
ALTER TABLE stored_documents ADD COLUMN erased_at TIMESTAMPTZ;

-- A document as sent still never changes, with one exception, as narrow as it can be written:
--   * once only: the row was not erased before (OLD.erased_at IS NULL) and is marked erased now;
--   * only its body: the PDF bytes, their hash and the render input; the kind, number, booking, refund, payment,
--     issue time, file name, content type, the tax lines (the money) and created_at stay exactly as they were;
--   * the hash is the SHA-256 of the new bytes (a replaced document is still checked as every other);
--   * only for a person already erased: the booking's customer has users.erased_at set (erasure stamps it in the
--     same transaction, before the documents are re-rendered).
-- Anything else (a changed amount, number or date, a second erasure, a document of a customer who still has an
-- account) is refused as before.
CREATE OR REPLACE FUNCTION stored_documents_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL
     AND (NEW.id, NEW.kind, NEW.number, NEW.booking_id, NEW.refund_id, NEW.payment_id, NEW.issued_at, NEW.filename,
          NEW.content_type, NEW.tax, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.kind, OLD.number, OLD.booking_id, OLD.refund_id, OLD.payment_id, OLD.issued_at, OLD.filename,
          OLD.content_type, OLD.tax, OLD.created_at)
     AND NEW.sha256 = encode(sha256(NEW.content), 'hex')
     AND EXISTS (SELECT 1 FROM bookings b JOIN users u ON u.id = b.user_id
                 WHERE b.id = OLD.booking_id AND u.erased_at IS NOT NULL)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'stored documents are never changed (%)', OLD.number;
END $$;

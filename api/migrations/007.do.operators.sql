-- Operator back office (issue 21): operators (role 3), vendor approval, service moderation, an audit log, answered
-- enquiries.

CREATE TABLE operators (
  id             SERIAL PRIMARY KEY,
  name           TEXT NOT NULL,
  email          TEXT NOT NULL,
  password_hash  TEXT NOT NULL,
  token_version  INT NOT NULL DEFAULT 0,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_email_key ON operators (lower(email));

-- A vendor who registers waits for approval; a suspended vendor's services leave the storefront (their bookings
-- stay). Vendors that exist already were approved by being there.
ALTER TABLE vendors ADD COLUMN status TEXT NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved', 'suspended'));
ALTER TABLE vendors ADD COLUMN status_changed_at TIMESTAMPTZ;

-- products.status stays the one storefront flag every public read, index and booking check already uses
-- (1 = listed). What decides it now: the vendor's own choice (vendor_status, what the vendor form shows and sets),
-- the operator's moderation, and the vendor's approval. A trigger keeps status in step, so no read changes and no
-- index is rebuilt. A write of status alone (older code, scripts) is taken as the vendor's choice.
ALTER TABLE products ADD COLUMN vendor_status SMALLINT;
UPDATE products SET vendor_status = status;
ALTER TABLE products ALTER COLUMN vendor_status SET NOT NULL;
ALTER TABLE products ADD COLUMN moderated BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE products ADD COLUMN moderation_note TEXT NOT NULL DEFAULT '';

CREATE FUNCTION products_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.vendor_status := coalesce(NEW.vendor_status, NEW.status, 1);
  ELSIF NEW.status IS DISTINCT FROM OLD.status AND NEW.vendor_status IS NOT DISTINCT FROM OLD.vendor_status THEN
    NEW.vendor_status := NEW.status;
  END IF;
  NEW.status := CASE
    WHEN NEW.vendor_status = 1 AND NOT NEW.moderated AND EXISTS (SELECT 1 FROM vendors v WHERE v.id = NEW.vendor_id AND v.status = 'approved') THEN 1
    ELSE 2
  END;
  RETURN NEW;
END;
$$;
CREATE TRIGGER products_listing BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_listing();

CREATE FUNCTION vendors_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE products SET moderated = moderated WHERE vendor_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER vendors_listing AFTER UPDATE ON vendors FOR EACH ROW EXECUTE FUNCTION vendors_listing();

-- Who did what, when, to what, with the row before and after (admin actions only).
CREATE TABLE audit_log (
  id           SERIAL PRIMARY KEY,
  operator_id  INT NOT NULL REFERENCES operators(id),
  action       TEXT NOT NULL,
  entity       TEXT NOT NULL,
  entity_id    TEXT NOT NULL,
  before       JSONB,
  after        JSONB,
  reason       TEXT NOT NULL DEFAULT '',
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_newest_idx ON audit_log (created_at DESC, id DESC);

ALTER TABLE enquiries ADD COLUMN answered_at TIMESTAMPTZ;
ALTER TABLE enquiries ADD COLUMN answer_note TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN answered_by INT REFERENCES operators(id);
CREATE INDEX enquiries_open_idx ON enquiries (created_at DESC, id DESC) WHERE answered_at IS NULL;

ALTER TABLE vendor_payouts ADD COLUMN recorded_by INT REFERENCES operators(id);

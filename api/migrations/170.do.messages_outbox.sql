-- Issue 33: the messages outbox. Every message (email, SMS, WhatsApp) is written here in the same transaction as
-- the change it reports, and delivered by the worker of api/src/messages/worker.ts (claims due rows with
-- FOR UPDATE SKIP LOCKED, so two API replicas never take the same row). One event sends at most once per channel
-- and recipient: the unique (event_key, channel, recipient). Reminders are rows whose send_after is in the future.
CREATE TABLE messages (
  id                  BIGSERIAL PRIMARY KEY,
  event_key           TEXT NOT NULL,
  channel             TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  recipient           TEXT NOT NULL,
  audience            TEXT NOT NULL CHECK (audience IN ('customer', 'vendor', 'operator')),
  user_id             INT REFERENCES users(id) ON DELETE SET NULL,
  vendor_id           INT REFERENCES vendors(id) ON DELETE SET NULL,
  template            TEXT NOT NULL,
  lang                TEXT NOT NULL DEFAULT 'en',
  subject             TEXT NOT NULL DEFAULT '',
  body_text           TEXT NOT NULL,
  body_html           TEXT,
  -- SMS: the DLT template id registered for this text; WhatsApp: the approved template's name and its parameters.
  sms_template_id     TEXT,
  whatsapp_template   TEXT,
  whatsapp_params     JSONB NOT NULL DEFAULT '[]',
  -- Files generated at delivery from the records (api/src/messages/attachments.ts): [{ "kind": ..., "ref": ... }].
  attachments         JSONB NOT NULL DEFAULT '[]',
  state               TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'dead', 'skipped')),
  attempts            INT NOT NULL DEFAULT 0,
  max_attempts        INT NOT NULL DEFAULT 5,
  send_after          TIMESTAMPTZ NOT NULL DEFAULT now(),
  locked_until        TIMESTAMPTZ,
  last_error          TEXT,
  provider            TEXT,
  provider_message_id TEXT,
  test_delivery       BOOLEAN NOT NULL DEFAULT false,
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at             TIMESTAMPTZ,
  CONSTRAINT messages_once UNIQUE (event_key, channel, recipient)
);
CREATE INDEX messages_due ON messages (send_after) WHERE state IN ('queued', 'sending');
CREATE INDEX messages_user ON messages (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX messages_created ON messages (created_at DESC, id DESC);

-- Consent (issue 33.5): WhatsApp only after the customer opts in; the newsletter's unsubscribe link.
ALTER TABLE users ADD COLUMN whatsapp_opt_in BOOLEAN NOT NULL DEFAULT false;

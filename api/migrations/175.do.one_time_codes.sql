-- Issue 33.4: one-time codes (sign-up mobile verification, password reset) and when an account's mobile number and
-- email were last proven. A code is kept only as an HMAC keyed with a server secret (lib/one-time-codes): a copy of
-- this table does not give the 6 digits away. One live code per (purpose, account kind, target): a new code
-- replaces the previous one.
CREATE TABLE one_time_codes (
  purpose       TEXT NOT NULL CHECK (purpose IN ('signup', 'reset')),
  account_type  TEXT NOT NULL CHECK (account_type IN ('customer', 'vendor')),
  -- signup: the mobile number; reset: the account id
  target        TEXT NOT NULL,
  code_hash     TEXT NOT NULL,
  -- where the code went: 'sms' or 'email' (a reset proves that channel)
  channel       TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  attempts      INT NOT NULL DEFAULT 0,
  -- the outbox event that carried the code: its texts are scrubbed once the code is used or replaced
  message_event TEXT NOT NULL DEFAULT '',
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at    TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (purpose, account_type, target)
);
CREATE INDEX one_time_codes_expiry_idx ON one_time_codes (expires_at);

ALTER TABLE users ADD COLUMN phone_verified_at TIMESTAMPTZ;
ALTER TABLE users ADD COLUMN email_verified_at TIMESTAMPTZ;
ALTER TABLE vendors ADD COLUMN phone_verified_at TIMESTAMPTZ;
ALTER TABLE vendors ADD COLUMN email_verified_at TIMESTAMPTZ;

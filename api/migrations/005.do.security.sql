-- Issue 16: session revocation, per-account sign-in throttling, idempotent order placement.

-- Raised by a password change: every token signed with an older version (JWT claim tv) is refused.
ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE vendors ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;

-- Tokens ended by logout (JWT claim jti), kept until they would have expired anyway.
CREATE TABLE revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);

-- Consecutive failed password checks per account (sign-in and change-password), and the back-off they earned.
CREATE TABLE auth_throttle (
  account TEXT PRIMARY KEY,
  failures INTEGER NOT NULL DEFAULT 0,
  last_failure_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  locked_until TIMESTAMPTZ
);

-- One order per Idempotency-Key (and per identical request within the duplicate window): the reply is kept and replayed.
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  reply TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

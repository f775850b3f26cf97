-- Personal data under the DPDP Act 2023 (docs/privacy.md).
--
-- consents: every consent a person gave after reading a notice (which notice: its version; when; in which language;
-- where: sign-up, vendor sign-up, checkout, the account) and when it was withdrawn. Rows are never deleted while the
-- account exists: they are the record the Act asks the Data Fiduciary to keep (s.6(10): the burden of proof).
CREATE TABLE consents (
  id              BIGSERIAL PRIMARY KEY,
  account_type    TEXT NOT NULL CHECK (account_type IN ('customer', 'vendor')),
  account_id      INT NOT NULL,
  purpose         TEXT NOT NULL CHECK (purpose IN ('account', 'checkout', 'whatsapp', 'newsletter')),
  notice_version  TEXT NOT NULL,
  lang            TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'hi')),
  source          TEXT NOT NULL CHECK (source IN ('signup', 'vendor-signup', 'checkout', 'account')),
  given_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  withdrawn_at    TIMESTAMPTZ
);
CREATE INDEX consents_account_idx ON consents (account_type, account_id, purpose, given_at DESC);

-- data_requests: a person's export and erasure requests and their state, for the operator's register. Holds no
-- personal data: the account's kind and id, and a detail that is a refusal reason or counts.
CREATE TABLE data_requests (
  id            SERIAL PRIMARY KEY,
  account_type  TEXT NOT NULL CHECK (account_type IN ('customer', 'vendor')),
  account_id    INT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('export', 'erasure')),
  state         TEXT NOT NULL CHECK (state IN ('completed', 'refused')),
  detail        TEXT NOT NULL DEFAULT '',
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  completed_at  TIMESTAMPTZ
);
CREATE INDEX data_requests_newest_idx ON data_requests (created_at DESC, id DESC);

-- An erased account keeps its row (bookings, invoices and the ledger point at it) with no personal data left.
ALTER TABLE users ADD COLUMN erased_at TIMESTAMPTZ;
ALTER TABLE vendors ADD COLUMN erased_at TIMESTAMPTZ;

-- The retention job (api/src/privacy/retention.ts) runs at most once per period across every replica: a pass claims
-- this one row by moving last_run_at forward; a replica that finds it recent does nothing.
CREATE TABLE retention_state (
  id           INT PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  last_run_at  TIMESTAMPTZ NOT NULL DEFAULT '-infinity',
  last_counts  JSONB NOT NULL DEFAULT '{}'
);
INSERT INTO retention_state (id) VALUES (1);

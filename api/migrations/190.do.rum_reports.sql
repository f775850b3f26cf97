-- Issue 38: real-user speed reports (Core Web Vitals, JavaScript errors) sent by the shell, sampled. Nothing personal:
-- the page is a pattern (ids removed), no user, no address, no user agent. Bounded: the API deletes rows older than
-- 30 days and keeps at most RUM_MAX_ROWS (data/rum.ts) as it inserts.
CREATE TABLE rum_reports (
  id          BIGSERIAL PRIMARY KEY,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  kind        TEXT NOT NULL CHECK (kind IN ('vital', 'error')),
  name        TEXT NOT NULL CHECK (length(name) <= 10),
  value       DOUBLE PRECISION NOT NULL,
  page        TEXT NOT NULL CHECK (length(page) <= 120),
  remote      TEXT NOT NULL CHECK (length(remote) <= 40),
  message     TEXT NOT NULL DEFAULT '' CHECK (length(message) <= 300)
);
CREATE INDEX rum_reports_received_idx ON rum_reports (received_at);

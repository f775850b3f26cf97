-- Issue 33.3: the operator is told when delivery or webhook failures pass a threshold (api/src/messages/failure-alerts.ts).
-- A message's last failed attempt (counted per window), and every payment webhook the API refused or failed on.
ALTER TABLE messages ADD COLUMN failed_at TIMESTAMPTZ;
CREATE INDEX messages_failed ON messages (failed_at) WHERE failed_at IS NOT NULL;

CREATE TABLE webhook_failures (
  id          BIGSERIAL PRIMARY KEY,
  reason      TEXT NOT NULL,
  status      INT NOT NULL,
  failed_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX webhook_failures_at ON webhook_failures (failed_at);

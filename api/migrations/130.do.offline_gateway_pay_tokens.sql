-- Issue 32.1: the offline test gateway's pay and fail actions need a one-time token, issued by POST /api/payments/*
-- to the order's customer and bound to the session that asked for it (its jti, token version and expiry): a form
-- post without it — or after that session signed out — pays nothing. Only the token's SHA-256 is kept.
CREATE TABLE offline_gateway_pay_tokens (
  token_hash         TEXT PRIMARY KEY,
  provider_order_id  TEXT NOT NULL REFERENCES offline_gateway_orders(id) ON DELETE CASCADE,
  user_id            INT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_jti        TEXT NOT NULL,
  session_tv         INT NOT NULL,
  session_expires_at TIMESTAMPTZ NOT NULL,
  expires_at         TIMESTAMPTZ NOT NULL,
  used_at            TIMESTAMPTZ,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX offline_gateway_pay_tokens_order_idx ON offline_gateway_pay_tokens (provider_order_id);

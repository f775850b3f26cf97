-- The home page's newsletter (issue 17.10): a subscription is a stored, validated e-mail address, once per address.
CREATE TABLE newsletter_subscriptions (
  id          SERIAL PRIMARY KEY,
  email       TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email));

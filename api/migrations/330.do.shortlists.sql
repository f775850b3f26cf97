-- The customer's shortlist (docs/shortlist.md): services kept across devices, and the link that shares it read-only.
CREATE TABLE shortlist_items (
  user_id     INT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id  INT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  added_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX shortlist_items_product_idx ON shortlist_items (product_id);

-- One share link per customer; withdrawing it deletes the row, so the next link is a new token.
CREATE TABLE shortlist_shares (
  user_id     INT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token       TEXT NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{32}$'),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

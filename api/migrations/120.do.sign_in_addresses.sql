-- Issue 32.4: the addresses an account has signed in from with the right password. Failed sign-ins are throttled
-- per (account, address) (auth_throttle rows 'customer:…@address'); the account-wide ceiling (auth_throttle rows
-- without '@') does not apply from an address the owner has already used, so guessing from elsewhere cannot lock
-- the owner out at home.
CREATE TABLE sign_in_addresses (
  account TEXT NOT NULL,
  address TEXT NOT NULL,
  last_success_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (account, address)
);

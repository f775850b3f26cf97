-- A new mobile number or email of an account is proven by a one-time code sent to it before it is stored
-- (docs/security.md "Contacts proven before they are used"): purpose 'contact', target '<account id>:<contact>'.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('signup', 'reset', 'contact'));

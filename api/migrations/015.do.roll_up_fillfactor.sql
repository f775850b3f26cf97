-- The vendor dashboard's roll-up (migration 004) is updated in place by every booking write: the same
-- (vendor, status, day) row gets a new version each time. A version that does not fit on its page goes to another
-- one with a new primary-key entry, and the index then grows with the number of writes, not of rows. Measured
-- (issue 19): 30 000 single-booking updates of a 73 000-row roll-up kept 91 % of the new versions on their page at
-- the default fillfactor (100) and 100 % at 70; the scale seed's one-transaction bulk load left the index at 23 MB
-- for 358 k rows (11 MB rebuilt), and the dashboard reading 697 index pages for one vendor's 850 days.
-- New and rewritten pages take the setting.
ALTER TABLE vendor_booking_days SET (fillfactor = 70);

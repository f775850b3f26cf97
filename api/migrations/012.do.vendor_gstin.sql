-- The supplier's GSTIN on tax invoices (issue 17.7): a vendor enters it (format and check character verified by the
-- shared gstNumber rule); '' = not registered under GST.
ALTER TABLE vendors ADD COLUMN gstin TEXT NOT NULL DEFAULT '';

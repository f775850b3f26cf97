-- A quote bills what its customer was shown (docs/conversations.md#quotes): the GST (rate, inclusive or not, and the
-- amount in the total), the travel fare (and the distance it was priced for), the total and the advance (rate and
-- amount) are stored when the quote is sent or revised, read back for the thread and charged as they are on accept.
-- A later change of the service's GST, travel or advance setting no longer changes a quote already sent.
--
-- Quotes sent before this migration are backfilled at the API's start, right after the migrations, with what they
-- showed then (the service's settings of that moment and the distance to the quote's pincode: the server's pincode
-- table is a file, not a table, so SQL cannot price the travel). Until then their figures are NULL; the partial index
-- finds them, and is empty once they are filled.
ALTER TABLE quotes
  ADD COLUMN gst_percent     NUMERIC(5,2) CHECK (gst_percent BETWEEN 0 AND 100),
  ADD COLUMN gst_included    SMALLINT CHECK (gst_included IN (0, 1)),
  ADD COLUMN gst_paise       BIGINT CHECK (gst_paise >= 0),
  ADD COLUMN distance_km     NUMERIC(10,2) CHECK (distance_km >= 0),
  ADD COLUMN travel_paise    BIGINT CHECK (travel_paise >= 0),
  ADD COLUMN total_paise     BIGINT CHECK (total_paise >= 0),
  ADD COLUMN advance_percent NUMERIC(5,2) CHECK (advance_percent BETWEEN 0 AND 100),
  ADD COLUMN advance_paise   BIGINT CHECK (advance_paise >= 0);

-- The money adds up to the paisa: total = Σ lines (+ GST when it is on top) + travel; the advance is part of it; the
-- figures are all there or all missing.
ALTER TABLE quotes ADD CONSTRAINT quotes_figures_add_up CHECK (
  (gst_percent IS NULL AND gst_included IS NULL AND gst_paise IS NULL AND distance_km IS NULL AND travel_paise IS NULL
    AND total_paise IS NULL AND advance_percent IS NULL AND advance_paise IS NULL)
  OR (gst_percent IS NOT NULL AND gst_included IS NOT NULL AND gst_paise IS NOT NULL AND distance_km IS NOT NULL
    AND travel_paise IS NOT NULL AND advance_percent IS NOT NULL AND advance_paise IS NOT NULL
    AND total_paise = subtotal_paise + CASE WHEN gst_included = 1 THEN 0 ELSE gst_paise END + travel_paise
    AND advance_paise <= total_paise)
);

CREATE INDEX quotes_figures_missing ON quotes (id) WHERE total_paise IS NULL;

-- The supplier's name on a service (products.operator_name: "Sold By" on invoices, credit notes and receipts, and in
-- compare) follows the names rule of titles from now on (domain/src/schemas/vendor-service.ts: safeTitle; docs/security.md
-- "Names and titles"). Rows written before are cleaned as migration 302 cleaned titles and names: NFC-normalised,
-- bidirectional controls and invisible characters removed, ZWNJ/ZWJ kept only after a letter of an Indian script.
-- Mixed-script look-alikes cannot be repaired by a rule: those rows are left for the operator (the vendor's next
-- edit must pass the rule). Invoices already issued keep what they printed (stored documents are never changed).
CREATE OR REPLACE FUNCTION pg_temp.clean_name(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
           regexp_replace(
             regexp_replace(normalize(t, NFC), '[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060\uFEFF\u00AD\u180E\u2061-\u2064]', '', 'g'),
             '([^\u0900-\u0DFF\u200C\u200D])[\u200C\u200D]+', '\1', 'g'),
           '^[\u200C\u200D]+', '')
$$;
UPDATE products SET operator_name = pg_temp.clean_name(operator_name)
  WHERE operator_name IS DISTINCT FROM pg_temp.clean_name(operator_name);
DROP FUNCTION pg_temp.clean_name(text);

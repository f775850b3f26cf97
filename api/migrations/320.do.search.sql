-- Search on PostgreSQL itself (docs/search.md): a weighted full-text document per service, a vocabulary for typo
-- correction by trigram similarity, the operator's synonyms and spellings, place names, and the queries asked.

-- The document a service is found by, weights by what the words say about the service:
--   A title, category name (and its Hindi name); B vendor's name; C city; D descriptions.
-- The 'simple' configuration (no stemming, no stop words): the text mixes English, Hinglish and Devanagari, which no
-- single stemmer understands; plurals and spellings are handled by prefix matching, synonyms and trigrams instead.
ALTER TABLE products ADD COLUMN search_doc tsvector NOT NULL DEFAULT ''::tsvector;

-- Every word customers may be corrected towards (titles, categories, cities), lower case, letters only.
CREATE TABLE search_words (
  word TEXT PRIMARY KEY
);

CREATE FUNCTION search_words_of(t TEXT) RETURNS SETOF TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(t, '')), '[^a-z\u0900-\u097f]+') AS w WHERE length(w) >= 3
$$;

CREATE FUNCTION products_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cat_name TEXT;
  cat_hi TEXT;
  vendor_name TEXT;
BEGIN
  SELECT c.name, c.name_hi INTO cat_name, cat_hi FROM categories c WHERE c.id = NEW.service_id;
  SELECT v.name INTO vendor_name FROM vendors v WHERE v.id = NEW.vendor_id;
  NEW.search_doc :=
    setweight(to_tsvector('simple', coalesce(NEW.title, '') || ' ' || coalesce(cat_name, '') || ' ' || coalesce(cat_hi, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(vendor_name, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.city, '')), 'C') ||
    setweight(to_tsvector('simple', coalesce(NEW.short_des, '') || ' ' || coalesce(NEW.long_des, '')), 'D');
  IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title OR NEW.city IS DISTINCT FROM OLD.city THEN
    INSERT INTO search_words (word)
    SELECT w FROM search_words_of(NEW.title || ' ' || NEW.city) AS w ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER products_search_doc_trg BEFORE INSERT OR UPDATE OF title, city, short_des, long_des, service_id, vendor_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_doc();

-- A renamed category or vendor re-indexes its services (the trigger above reads the new name).
CREATE FUNCTION categories_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.name_hi IS DISTINCT FROM OLD.name_hi THEN
    UPDATE products SET service_id = service_id WHERE service_id = NEW.id;
  END IF;
  INSERT INTO search_words (word) SELECT w FROM search_words_of(NEW.name) AS w ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
CREATE TRIGGER categories_search_doc_trg AFTER INSERT OR UPDATE OF name, name_hi ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_search_doc();

CREATE FUNCTION vendors_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE products SET vendor_id = vendor_id WHERE vendor_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER vendors_search_doc_trg AFTER UPDATE OF name ON vendors FOR EACH ROW EXECUTE FUNCTION vendors_search_doc();

-- Existing rows: fire the trigger once.
UPDATE products SET title = title;
INSERT INTO search_words (word) SELECT w FROM categories, search_words_of(name) AS w ON CONFLICT DO NOTHING;

-- Listed services by document (GIN, only the listed rows, as the list's other indexes).
CREATE INDEX products_search_doc_idx ON products USING gin (search_doc) WHERE status = 1;
-- A place alone ("pune"): the listed services of a city, best rated first.
CREATE INDEX products_active_city_idx ON products (city, rating DESC, id DESC) WHERE status = 1;

-- Synonyms and spellings, edited by the operator: a customer's `term` (any script) is searched as `meaning` too
-- (words of the catalogue: a category's name, or a word of titles). Terms are unique, case-insensitively.
CREATE TABLE search_synonyms (
  id          SERIAL PRIMARY KEY,
  term        TEXT NOT NULL,
  meaning     TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX search_synonyms_term_key ON search_synonyms (lower(term));

-- Place names customers type (English, old names, common misspellings, Devanagari) and the city they mean, as the
-- services' `city` column writes it.
CREATE TABLE search_places (
  alias  TEXT PRIMARY KEY,
  city   TEXT NOT NULL
);

-- The queries asked on the list (not every keystroke of the header box): the operator's top and zero-result queries.
CREATE TABLE search_queries (
  id          BIGSERIAL PRIMARY KEY,
  query       TEXT NOT NULL,
  city        TEXT,
  results     INT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX search_queries_created_idx ON search_queries (created_at);

-- Trigram index of the vocabulary when pg_trgm is installed (migration 003 installs it where the server allows).
DO $$
DECLARE
  ext_schema TEXT;
BEGIN
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX search_words_trgm_idx ON search_words USING gin (word %I.gin_trgm_ops)', ext_schema);
  END IF;
END
$$;

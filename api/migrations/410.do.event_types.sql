-- Event types (docs/product.md "Event types and service areas"): a service suits one or more kinds of event
-- (domain/src/schemas/event-types.ts holds the list and its labels), a package is for one; a package offers only
-- the services that suit its event type. Existing services and packages get theirs derived from the category
-- and the title (a "Birthday Party Photography" suits a birthday, not a wedding); the vendor and the operator
-- correct them afterwards. A row written without them (the demo seed, a direct insert) gets the same derivation
-- from a trigger, so no service is left suiting nothing.

CREATE FUNCTION derived_event_types(category TEXT, title TEXT) RETURNS TEXT[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN t ~ '(birthday|kids)' THEN ARRAY['birthday','party']
    WHEN t ~ 'baby shower' THEN ARRAY['baby_shower']
    WHEN t ~ 'griha pravesh' THEN ARRAY['housewarming','puja']
    WHEN t ~ '(mundan|satyanarayan|navagraha|havan)' THEN ARRAY['puja','housewarming','festival']
    WHEN t ~ '(temple|diya|rangoli)' THEN ARRAY['puja','housewarming','festival']
    WHEN t ~ '(karva chauth|garba)' THEN ARRAY['festival','party']
    WHEN t ~ 'vivah' THEN ARRAY['wedding']
    WHEN t ~ 'sangeet' THEN ARRAY['wedding','sangeet']
    WHEN t ~ 'haldi' THEN ARRAY['wedding','sangeet']
    WHEN t ~ 'engagement' THEN ARRAY['engagement','wedding']
    WHEN t ~ 'reception' THEN ARRAY['wedding','reception']
    WHEN t ~ 'first dance' THEN ARRAY['wedding','sangeet','reception']
    WHEN t ~ '(wedding|bridal|mandap|baraat|shamiana|groom|shehnai)' THEN ARRAY['wedding','engagement','reception']
    WHEN c = 'decoration' THEN ARRAY['wedding','engagement','sangeet','reception','birthday','baby_shower','housewarming','festival','corporate','party']
    WHEN c = 'catering' THEN ARRAY['wedding','engagement','sangeet','reception','birthday','baby_shower','puja','housewarming','festival','corporate','party']
    WHEN c = 'photography' THEN ARRAY['wedding','engagement','sangeet','reception','birthday','baby_shower','puja','housewarming','corporate','party']
    WHEN c = 'mehendi' THEN ARRAY['wedding','engagement','sangeet','festival']
    WHEN c = 'dj & music' THEN ARRAY['wedding','sangeet','reception','birthday','festival','corporate','party']
    WHEN c = 'venue' THEN ARRAY['wedding','engagement','sangeet','reception','birthday','baby_shower','corporate','party']
    WHEN c = 'makeup' THEN ARRAY['wedding','engagement','sangeet','reception','party']
    WHEN c = 'tent & lighting' THEN ARRAY['wedding','engagement','sangeet','reception','birthday','puja','housewarming','festival','corporate','party']
    WHEN c = 'pandit & puja' THEN ARRAY['puja','housewarming','wedding','festival']
    WHEN c = 'invitation cards' THEN ARRAY['wedding','engagement','reception','birthday','baby_shower','housewarming','corporate']
    WHEN c = 'choreography' THEN ARRAY['wedding','sangeet','reception','birthday','festival','corporate','party']
    ELSE ARRAY['wedding','engagement','sangeet','reception','birthday','baby_shower','puja','housewarming','festival','corporate','party']
  END
  FROM (SELECT lower(coalesce(category, '')) AS c, lower(coalesce(title, '')) AS t) x
$$;

CREATE FUNCTION derived_package_event_type(name TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN n ~ 'birthday' THEN 'birthday'
    WHEN n ~ 'engagement' THEN 'engagement'
    WHEN n ~ 'sangeet' THEN 'sangeet'
    WHEN n ~ 'reception' THEN 'reception'
    WHEN n ~ 'baby shower' THEN 'baby_shower'
    WHEN n ~ 'griha pravesh|house ?warming' THEN 'housewarming'
    WHEN n ~ 'puja' THEN 'puja'
    WHEN n ~ 'corporate|office' THEN 'corporate'
    WHEN n ~ 'diwali|holi|festival|navratri' THEN 'festival'
    WHEN n ~ 'party' THEN 'party'
    ELSE 'wedding'
  END
  FROM (SELECT lower(coalesce(name, '')) AS n) x
$$;

ALTER TABLE products ADD COLUMN event_types TEXT[] NOT NULL DEFAULT '{}';
UPDATE products p SET event_types = derived_event_types(c.name, p.title) FROM categories c WHERE c.id = p.service_id;
ALTER TABLE products ADD CONSTRAINT products_event_types_known CHECK (
  event_types <@ ARRAY['wedding','engagement','sangeet','reception','birthday','baby_shower','puja','housewarming','festival','corporate','party']::TEXT[]
);

ALTER TABLE packages ADD COLUMN event_type TEXT;
UPDATE packages SET event_type = derived_package_event_type(name);
ALTER TABLE packages ALTER COLUMN event_type SET NOT NULL;
ALTER TABLE packages ADD CONSTRAINT packages_event_type_known CHECK (
  event_type IN ('wedding','engagement','sangeet','reception','birthday','baby_shower','puja','housewarming','festival','corporate','party')
);

CREATE FUNCTION products_event_types() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.event_types IS NULL OR cardinality(NEW.event_types) = 0 THEN
    NEW.event_types := derived_event_types((SELECT name FROM categories WHERE id = NEW.service_id), NEW.title);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER products_event_types BEFORE INSERT OR UPDATE OF event_types ON products FOR EACH ROW EXECUTE FUNCTION products_event_types();

CREATE FUNCTION packages_event_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.event_type IS NULL THEN
    NEW.event_type := derived_package_event_type(NEW.name);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER packages_event_type BEFORE INSERT ON packages FOR EACH ROW EXECUTE FUNCTION packages_event_type();

-- The package's "from" price (packages.total, migration 141) counts only the services that suit its event type, as
-- api/src/data/packages.ts refreshPackageFromPrice writes it from now on.
UPDATE packages k SET total = coalesce((
  SELECT sum(x.m) FROM (
    SELECT min(gp.package_rate) AS m
    FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id JOIN products p ON p.id = gp.product_id
    WHERE g.package_id = k.id AND g.retired_at IS NULL AND p.status = 1 AND p.amount_hide_show = 0
      AND k.event_type = ANY(p.event_types)
    GROUP BY g.id
  ) x), 0);

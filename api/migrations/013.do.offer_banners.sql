-- Home offers managed by the operator (issue 21): a sliders row is either a home slider (links to a category) or an
-- offer banner (its own title and a storefront link, shown in the home page's Special Offer panel). Same image,
-- order and active dates.
ALTER TABLE sliders ADD COLUMN kind TEXT NOT NULL DEFAULT 'slider' CHECK (kind IN ('slider', 'offer'));
ALTER TABLE sliders ADD COLUMN title TEXT NOT NULL DEFAULT '';
ALTER TABLE sliders ADD COLUMN link TEXT NOT NULL DEFAULT '';
ALTER TABLE sliders ALTER COLUMN service_id DROP NOT NULL;
ALTER TABLE sliders ADD CONSTRAINT sliders_kind_fields_check CHECK ((kind = 'slider' AND service_id IS NOT NULL) OR (kind = 'offer' AND title <> '' AND link <> ''));

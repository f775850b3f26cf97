-- Hindi names of the demo categories (shown on Hindi pages: menu, chips, breadcrumbs, footer, cards), for databases
-- seeded before the seed carried them. Only where the operator has not given one (name_hi NULL); the back office edits
-- them (Catalogue → category, "Hindi name", the English name is the fallback).
UPDATE categories SET name_hi = 'सजावट' WHERE name = 'Decoration' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'कैटरिंग' WHERE name = 'Catering' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'फ़ोटोग्राफ़ी' WHERE name = 'Photography' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'मेहंदी' WHERE name = 'Mehendi' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'डीजे और संगीत' WHERE name = 'DJ & Music' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'आयोजन स्थल' WHERE name = 'Venue' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'मेकअप' WHERE name = 'Makeup' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'टेंट और लाइटिंग' WHERE name = 'Tent & Lighting' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'पंडित और पूजा' WHERE name = 'Pandit & Puja' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'निमंत्रण कार्ड' WHERE name = 'Invitation Cards' AND name_hi IS NULL;
UPDATE categories SET name_hi = 'कोरियोग्राफ़ी' WHERE name = 'Choreography' AND name_hi IS NULL;

-- Content in Hindi (issue 37.5): what customers read is shown as entered, never machine-translated. The operator may
-- add a Hindi category name and a Hindi offer-banner title in the back office; a Hindi page shows it when set, else
-- the entered (English) text. NULL = not given.
ALTER TABLE categories ADD COLUMN name_hi TEXT;
ALTER TABLE sliders ADD COLUMN title_hi TEXT;

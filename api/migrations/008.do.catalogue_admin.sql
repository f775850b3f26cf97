-- Operator catalogue and package builder (issue 21): categories can be hidden (kept for the services and packages
-- that use them), home sliders run between optional dates, and a package's service group that bookings refer to is
-- retired rather than deleted when the operator removes it from the package.
ALTER TABLE categories ADD COLUMN hidden BOOLEAN NOT NULL DEFAULT false;
CREATE UNIQUE INDEX categories_name_lower_key ON categories (lower(name));

ALTER TABLE sliders ADD COLUMN active_from DATE;
ALTER TABLE sliders ADD COLUMN active_to DATE;
ALTER TABLE sliders ADD CONSTRAINT sliders_dates_check CHECK (active_from IS NULL OR active_to IS NULL OR active_from <= active_to);

ALTER TABLE package_groups ADD COLUMN retired_at TIMESTAMPTZ;

-- Packages still carrying the demo seed's generated placeholder picture (package-<n>.svg, a gift box) get none:
-- the apps draw the designed default for a package without an image (docs/admin.md "Storefront"). An image the
-- operator uploaded (<uuid>.webp) is kept.
UPDATE packages SET image = '' WHERE image ~ '^package-[0-9]+\.svg$';

-- A vendor's service radius (issue 17.6): beyond this distance from the service's pincode, the service is not
-- available for an event address (the cart says why; an order is refused). NULL = anywhere.
ALTER TABLE products ADD COLUMN service_radius_km INT CHECK (service_radius_km IS NULL OR service_radius_km BETWEEN 1 AND 5000);

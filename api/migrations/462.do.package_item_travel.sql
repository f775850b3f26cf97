-- A package order charges each chosen service's travel fare to the event's address, as the package page shows it
-- (docs/product.md "Event types and service areas"): the item's part (share_amt) is its package rate plus that fare
-- (GST-inclusive at the item's rate, one composite supply); travel_amt says how much of it is travel and
-- distance_km how far the vendor comes. Orders placed before carry no travel (0).
ALTER TABLE package_booking_items ADD COLUMN travel_amt BIGINT NOT NULL DEFAULT 0;
ALTER TABLE package_booking_items ADD COLUMN distance_km NUMERIC(8,2) NOT NULL DEFAULT 0;
ALTER TABLE package_booking_items ADD CONSTRAINT package_booking_items_travel_check
  CHECK (travel_amt >= 0 AND travel_amt <= share_amt AND distance_km >= 0);

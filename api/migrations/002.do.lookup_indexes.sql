-- Further lookup indexes: reviews of a customer's bookings of a product, package-item availability and vendor rows.
CREATE INDEX bookings_user_product_idx ON bookings (user_id, product_id);
CREATE INDEX package_booking_items_product_idx ON package_booking_items (product_id, booking_date);
CREATE INDEX reviews_user_idx ON reviews (user_id);
CREATE INDEX package_carts_package_idx ON package_carts (package_id);

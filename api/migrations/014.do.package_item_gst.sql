-- The GST rate of each product of a package order, kept as it was when the order was placed (issue 17.7): the
-- package invoice shows every product's part with its taxable value, rate and CGST+SGST or IGST. Orders placed
-- before take their product's current rate.
ALTER TABLE package_booking_items ADD COLUMN gst_per NUMERIC(5,2);
UPDATE package_booking_items i SET gst_per = p.gst_per FROM products p WHERE p.id = i.product_id;
UPDATE package_booking_items SET gst_per = 0 WHERE gst_per IS NULL;
ALTER TABLE package_booking_items ALTER COLUMN gst_per SET NOT NULL;
ALTER TABLE package_booking_items ADD CONSTRAINT package_booking_items_gst_check CHECK (gst_per BETWEEN 0 AND 100);

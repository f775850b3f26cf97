-- Issue 31.7: only a supplier registered under GST (a GSTIN) may charge GST. The services of vendors without a
-- GSTIN carry 0 %: the price columns as the shared price math gives them at 0 % (no GST; payable = offer).
-- Bookings and package orders already placed keep what they were placed with (their documents say what was charged).
UPDATE products p SET gst_per = 0, gst_amt = 0, tax_in_payable = 0, payable_amt = p.offer_amt
FROM vendors v WHERE v.id = p.vendor_id AND v.gstin = '' AND p.gst_per <> 0;

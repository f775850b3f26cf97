-- Issue 31: the services list filters, sorts and bounds its price range on the offer price before GST (offer_amt),
-- the price every card prints, no longer on the GST-inclusive payable amount. The keyset indexes of 003 follow.
CREATE INDEX products_active_offer_idx ON products (offer_amt, id) WHERE status = 1;
CREATE INDEX products_active_cat_offer_idx ON products (service_id, offer_amt, id) WHERE status = 1;
DROP INDEX products_active_price_idx;
DROP INDEX products_active_cat_price_idx;

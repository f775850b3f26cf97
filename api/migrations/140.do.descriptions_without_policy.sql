-- No policy text in free descriptions (issue 31.8): the demo seed wrote "Cancellation: free up to 7 days before the
-- event." into every service's long description while the policy the API applies refunds 100 % from 30 days and
-- 50 % from 7 to 29 days. The service page now shows the policy generated from the code's tiers; the seeded sentence
-- is removed from descriptions that carry it (exactly that sentence; nothing else a vendor wrote is touched).
UPDATE products
SET long_des = rtrim(replace(long_des, 'Cancellation: free up to 7 days before the event.', ''), E' \n')
WHERE long_des LIKE '%Cancellation: free up to 7 days before the event.%';

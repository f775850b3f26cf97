/**
 * The scale data set's conversations (docs/conversations.md, docs/bench.md): customers' conversations with vendors
 * (40 % with the demo vendor, 40 % of the demo customer's, as the bookings are) and their messages, by
 * generate_series; then each conversation's last activity, unread counters and read receipts from its messages.
 */
import type { Queryable } from '../db/client';

const run = async (q: Queryable, sql: string, params: number[] = []) => (await q.query(sql, params)).rowCount;

export const insertScaleConversations = (q: Queryable, count: number) =>
  run(
    q,
    `WITH u AS (SELECT min(id) AS lo, max(id) AS hi FROM users WHERE email LIKE 'scale.customer%'),
    demo AS (SELECT (SELECT id FROM users WHERE phone = '9876543210') AS uid),
    prods AS (SELECT array_agg(id) AS all_ids, array_agg(id) FILTER (WHERE vendor_id = (SELECT id FROM vendors WHERE email = 'vendor@utsav.in')) AS mine
              FROM products WHERE operator_name = 'Scale Operator'),
    g AS (SELECT g, CASE WHEN random() < 0.4 THEN demo.uid ELSE u.lo + floor(random() * (u.hi - u.lo + 1))::int END AS uid,
                 CASE WHEN random() < 0.4 THEN prods.mine[1 + floor(random() * array_length(prods.mine, 1))::int]
                      ELSE prods.all_ids[1 + floor(random() * array_length(prods.all_ids, 1))::int] END AS pid
          FROM generate_series(1, $1::int) g, u, demo, prods)
    INSERT INTO conversations (user_id, vendor_id, product_id, event_date, guests, pincode, created_at)
    SELECT g.uid, p.vendor_id, p.id, current_date + (g.g % 700), 50 + g.g % 500, p.pin, now() - (g.g % 365) * interval '1 day'
    FROM g JOIN products p ON p.id = g.pid
    ON CONFLICT DO NOTHING`,
    [count],
  );

export const insertScaleMessages = (q: Queryable, count: number) =>
  run(
    q,
    `WITH c AS (SELECT array_agg(id) AS ids FROM conversations)
    INSERT INTO conversation_messages (conversation_id, sender, body, created_at)
    SELECT c.ids[1 + (g % array_length(c.ids, 1))], CASE WHEN g % 2 = 0 THEN 'customer' ELSE 'vendor' END,
           'Scale message ' || g || ': is the date open for our guests?', now() - (($1::int - g) * interval '20 seconds')
    FROM generate_series(1, $1::int) g, c`,
    [count],
  );

/** Last activity, unread counters (the newest message of each conversation unread by its receiver) and receipts. */
export const settleScaleConversations = (q: Queryable) =>
  run(
    q,
    `UPDATE conversations c SET last_message_at = m.last_at,
       customer_unread = CASE WHEN m.last_sender = 'vendor' THEN 1 ELSE 0 END,
       vendor_unread = CASE WHEN m.last_sender = 'customer' THEN 1 ELSE 0 END,
       customer_read_id = CASE WHEN m.last_sender = 'customer' THEN m.last_id ELSE m.last_id - 1 END,
       vendor_read_id = CASE WHEN m.last_sender = 'vendor' THEN m.last_id ELSE m.last_id - 1 END
     FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id AS last_id, sender AS last_sender, created_at AS last_at
             FROM conversation_messages ORDER BY conversation_id, id DESC) m
     WHERE m.conversation_id = c.id`,
  );

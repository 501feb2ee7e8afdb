-- Order ids come from order_id_seq (from 100001). A database seeded before the sequence existed
-- already holds orders with ids of their own: start the sequence after the highest one.
SELECT setval('order_id_seq', GREATEST(100001, (SELECT COALESCE(MAX("id"), 0) + 1 FROM "orders")), false);

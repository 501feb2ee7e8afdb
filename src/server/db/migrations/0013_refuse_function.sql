-- A statement that checks its own work refuses by raising: `select refuse('cart_changed')` aborts the
-- whole statement (all its data-modifying parts) with SQLSTATE SF001 and the reason as the message.
-- Placing an order writes everything in one statement this way, with no transaction around it.
CREATE OR REPLACE FUNCTION refuse(reason text) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'SF001', MESSAGE = reason;
END;
$$;

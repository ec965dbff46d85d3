-- Hand-written (keep it when regenerating). ADR 0335: the database's own last line against a
-- double booking when several app processes write. The checkout takes the room's advisory lock
-- (335001, sub venue id) before it checks the slot (app/checkout/reserve-postgres.server.ts);
-- this trigger, deferred to commit, takes the same lock and refuses a live line whose occupied
-- window (occupied_from .. ends_at, ADR 0160) overlaps another live line of the room, so a
-- writer that forgot the lock still cannot commit a double booking. Live: not cancelled, of an
-- invoice that is paid, or pending before its expires_at (the slot rule of ADR 0030). An
-- exclusion constraint cannot say "live": it depends on another table and on the clock.
-- SQLite needs no twin: one writer at a time (BEGIN IMMEDIATE, ADR 0034, 0332).
CREATE FUNCTION reservation_lines_no_double_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  now_ms bigint := (extract(epoch from clock_timestamp()) * 1000)::bigint;
  line reservation_lines%ROWTYPE;
BEGIN
  SELECT * INTO line FROM reservation_lines WHERE id = NEW.id; -- the row as it is at commit
  IF NOT FOUND OR line.cancelled_at IS NOT NULL THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = line.invoice_id
                 AND (i.status = 'paid' OR (i.status = 'pending' AND i.expires_at > now_ms))) THEN
    RETURN NULL; -- a line of a lapsed invoice holds nothing
  END IF;
  PERFORM pg_advisory_xact_lock(335001, line.sub_venue_id::int);
  IF EXISTS (
    SELECT 1 FROM reservation_lines l JOIN invoices i ON i.id = l.invoice_id
    WHERE l.sub_venue_id = line.sub_venue_id AND l.id <> line.id AND l.cancelled_at IS NULL
      AND l.occupied_from < line.ends_at AND l.ends_at > line.occupied_from
      AND (i.status = 'paid' OR (i.status = 'pending' AND i.expires_at > now_ms))
  ) THEN
    RAISE EXCEPTION 'double booking of sub venue % from % to %', line.sub_venue_id, line.occupied_from, line.ends_at
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'reservation_lines_no_double_booking',
            DETAIL = format('sub_venue_id=%s starts_at=%s', line.sub_venue_id, line.starts_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reservation_lines_no_double_booking
  AFTER INSERT OR UPDATE OF sub_venue_id, starts_at, ends_at, cancelled_at ON reservation_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION reservation_lines_no_double_booking();

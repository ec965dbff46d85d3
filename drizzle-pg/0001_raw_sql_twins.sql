-- Hand-written (keep it when regenerating): the PostgreSQL twins of the raw SQL objects of the
-- SQLite migrations in drizzle/ (ADR 0331 lists each one and its twin). Generated columns and
-- the partial unique index come from app/db/schema.pg.ts through 0000.

-- drizzle/0003, 0020, 0040: products' search copies of their venue's location and rating and
-- their sub venue's capacities and categories, whoever writes. One BEFORE trigger sets the new
-- row's copies (SQLite needs AFTER triggers that update the row again).
CREATE FUNCTION products_search_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(v.location, ''),
         coalesce(CASE WHEN v.review_count > 0 THEN (v.rating_sum * 100 + v.review_count / 2) / v.review_count ELSE 0 END, 0),
         coalesce(v.review_count, 0)
    INTO NEW.search_location, NEW.search_rating, NEW.search_review_count
    FROM (SELECT 1) one LEFT JOIN venues v ON v.id = NEW.venue_id;
  SELECT coalesce(s.min_capacity, 0), coalesce(s.max_capacity, 0), coalesce(s.categories, 0)
    INTO NEW.search_min_capacity, NEW.search_max_capacity, NEW.search_categories
    FROM (SELECT 1) one LEFT JOIN sub_venues s ON s.id = NEW.sub_venue_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_copies_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_copies();
--> statement-breakpoint
CREATE TRIGGER products_search_copies_move BEFORE UPDATE OF venue_id, sub_venue_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_copies();
--> statement-breakpoint
CREATE FUNCTION sub_venues_search_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_min_capacity = NEW.min_capacity, search_max_capacity = NEW.max_capacity,
    search_categories = NEW.categories
  WHERE sub_venue_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sub_venues_search_copies AFTER UPDATE OF min_capacity, max_capacity, categories ON sub_venues
  FOR EACH ROW EXECUTE FUNCTION sub_venues_search_copies();
--> statement-breakpoint
CREATE FUNCTION venues_search_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_location = NEW.location,
    search_rating = CASE WHEN NEW.review_count > 0 THEN (NEW.rating_sum * 100 + NEW.review_count / 2) / NEW.review_count ELSE 0 END,
    search_review_count = NEW.review_count
  WHERE venue_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER venues_search_copies AFTER UPDATE OF location, review_count, rating_sum ON venues
  FOR EACH ROW EXECUTE FUNCTION venues_search_copies();
--> statement-breakpoint

-- drizzle/0027: the ledger is append-only.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint

-- drizzle/0045: a new vendor's signing-up account becomes its owner member (a user already in a
-- team stays there: ON CONFLICT DO NOTHING is SQLite's INSERT OR IGNORE).
CREATE FUNCTION suppliers_owner_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO supplier_members (supplier_id, user_id, role) VALUES (NEW.id, NEW.user_id, 'owner')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER suppliers_owner_member AFTER INSERT ON suppliers
  FOR EACH ROW EXECUTE FUNCTION suppliers_owner_member();
--> statement-breakpoint

-- drizzle/0006 (products_fts, trigram) and 0016 (products_words, word prefixes): one side table
-- of each product's names, kept by triggers like the SQLite virtual tables, with a pg_trgm index
-- (substring terms, SQLite's trigram tokenizer) and a tsvector with a GIN index (words and
-- prefixes via to_tsquery's :*). The search queries over it are the search parity work (issue 29).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE products_text (
  product_id bigint PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  product_name text NOT NULL,
  venue_name text NOT NULL,
  sub_venue_name text NOT NULL,
  words tsvector GENERATED ALWAYS AS (to_tsvector('simple', product_name || ' ' || venue_name || ' ' || sub_venue_name)) STORED
);
--> statement-breakpoint
CREATE INDEX products_text_trgm_idx ON products_text
  USING gin ((lower(product_name || ' ' || venue_name || ' ' || sub_venue_name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX products_text_words_idx ON products_text USING gin (words);
--> statement-breakpoint
CREATE FUNCTION products_text_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO products_text (product_id, product_name, venue_name, sub_venue_name)
  VALUES (NEW.id, NEW.product_name,
    coalesce((SELECT name FROM venues WHERE id = NEW.venue_id), ''),
    coalesce((SELECT name FROM sub_venues WHERE id = NEW.sub_venue_id), ''))
  ON CONFLICT (product_id) DO UPDATE SET product_name = EXCLUDED.product_name,
    venue_name = EXCLUDED.venue_name, sub_venue_name = EXCLUDED.sub_venue_name;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_text_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_text_write();
--> statement-breakpoint
CREATE TRIGGER products_text_update AFTER UPDATE OF product_name, venue_id, sub_venue_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_text_write();
--> statement-breakpoint
CREATE FUNCTION venues_text_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products_text SET venue_name = NEW.name
  WHERE product_id IN (SELECT id FROM products WHERE venue_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER venues_text_name AFTER UPDATE OF name ON venues
  FOR EACH ROW EXECUTE FUNCTION venues_text_name();
--> statement-breakpoint
CREATE FUNCTION sub_venues_text_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products_text SET sub_venue_name = NEW.name
  WHERE product_id IN (SELECT id FROM products WHERE sub_venue_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sub_venues_text_name AFTER UPDATE OF name ON sub_venues
  FOR EACH ROW EXECUTE FUNCTION sub_venues_text_name();
--> statement-breakpoint
-- Rebuilds products_text from the products (db:copy calls it after copying with triggers off).
CREATE FUNCTION products_text_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM products_text;
  INSERT INTO products_text (product_id, product_name, venue_name, sub_venue_name)
    SELECT p.id, p.product_name, v.name, sv.name
    FROM products p JOIN venues v ON v.id = p.venue_id JOIN sub_venues sv ON sv.id = p.sub_venue_id;
$$;
--> statement-breakpoint

-- drizzle/0047: the Nyepi days the SQLite migration inserts.
INSERT INTO closure_days (date, name, note) VALUES
  ('2027-03-08', 'Nyepi, Day of Silence', 'Saka 1949: to be confirmed from the government''s joint decree (SKB)'),
  ('2028-03-26', 'Nyepi, Day of Silence', 'Saka 1950: to be confirmed from the government''s joint decree (SKB)');

-- Hand-written (keep it when regenerating): a 1-2 character search term on PostgreSQL (issue 43,
-- ADR 0455). The GIN index of products_text.words answers 'b':* with every product that has a
-- word starting with b (100,139 at 100,000 products) before the count can stop at its cap: 24 ms.
-- This table holds each product's word prefixes of one and two characters, folded as the words
-- are, so such a term is an index range read in product order that stops where the count and
-- the page do. Longer prefixes are not needed: 3 characters or more is a substring search
-- (products_text.haystack).
CREATE TABLE products_text_prefixes (
  prefix text NOT NULL,
  product_id bigint NOT NULL REFERENCES products_text(product_id) ON DELETE CASCADE,
  PRIMARY KEY (prefix, product_id)
);
--> statement-breakpoint
CREATE INDEX products_text_prefixes_product_idx ON products_text_prefixes (product_id);
--> statement-breakpoint
-- A product's prefixes: the first one and two characters of each of its words (the tsvector's
-- lexemes, already folded by search_words), once each.
CREATE FUNCTION search_word_prefixes(words tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT DISTINCT left(w.lexeme, k.n) FROM unnest(tsvector_to_array(words)) AS w(lexeme), (VALUES (1), (2)) AS k(n) WHERE char_length(w.lexeme) >= k.n;
END;
--> statement-breakpoint
-- The prefixes of the rows a statement inserted or updated. Per statement with the changed rows
-- as a table, so db:copy's rebuild of 100,000 rows is one insert, not 100,000 trigger calls.
CREATE FUNCTION products_text_prefixes_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM products_text_prefixes WHERE product_id IN (SELECT product_id FROM changed);
  INSERT INTO products_text_prefixes (prefix, product_id)
    SELECT p.prefix, c.product_id FROM changed c, search_word_prefixes(c.words) AS p(prefix);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_text_prefixes_insert AFTER INSERT ON products_text
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_text_prefixes_write();
--> statement-breakpoint
CREATE TRIGGER products_text_prefixes_update AFTER UPDATE ON products_text
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_text_prefixes_write();
--> statement-breakpoint
-- The rows already there.
INSERT INTO products_text_prefixes (prefix, product_id)
  SELECT p.prefix, pt.product_id FROM products_text pt, search_word_prefixes(pt.words) AS p(prefix);

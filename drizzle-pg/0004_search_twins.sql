-- Hand-written (keep it when regenerating): what the PostgreSQL twin of the search
-- (app/catalog/search-postgres.server.ts, ADR 0333) needs to give SQLite's results. Replaces
-- 0001's first take on products_text's indexes with ones that follow FTS5's rules exactly.

-- SQLite's word index (products_words, drizzle/0016) is `unicode61 remove_diacritics 2`: words are
-- runs of letters and digits, accents removed, case folded. unaccent removes the accents; every
-- run of other characters becomes a space before PostgreSQL's parser sees the text, so it finds
-- the same words (it would otherwise keep "3.5", "ball-room" or "a@b.com" whole).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary); a generated column and an index need
-- IMMUTABLE. The body is bound when created (RETURN form), so search_path cannot change it.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(unaccent('unaccent'::regdictionary, t));
--> statement-breakpoint
CREATE FUNCTION search_words(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(search_fold(t), '[^[:alnum:]]+', ' ', 'g');
--> statement-breakpoint
-- A 1-2 character term's words as a prefix query ('ub':* & 'x':*), folded as the names are:
-- FTS5's "ub"* "x"* (every word must start a word of the names, in any of them).
CREATE FUNCTION search_prefix_query(words text[]) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN to_tsquery('simple', (SELECT string_agg('''' || replace(replace(search_fold(w), '\', '\\'), '''', '''''') || ''':*', ' & ') FROM unnest(words) w));
--> statement-breakpoint
ALTER TABLE products_text DROP COLUMN words;
--> statement-breakpoint
ALTER TABLE products_text ADD COLUMN words tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_words(product_name || ' ' || venue_name || ' ' || sub_venue_name))) STORED;
--> statement-breakpoint
CREATE INDEX products_text_words_idx ON products_text USING gin (words);
--> statement-breakpoint
-- SQLite's trigram index (products_fts, drizzle/0006) matches a term of 3 characters or more as a
-- substring of ONE of the names, case folded, accents kept. The names lowered and joined by a
-- unit separator (U+001F), which a search term never holds (cleanText drops control
-- characters): a LIKE '%term%' on it cannot match across two names.
DROP INDEX products_text_trgm_idx;
--> statement-breakpoint
ALTER TABLE products_text ADD COLUMN haystack text
  GENERATED ALWAYS AS (lower(product_name) || E'\x1f' || lower(venue_name) || E'\x1f' || lower(sub_venue_name)) STORED;
--> statement-breakpoint
CREATE INDEX products_text_haystack_trgm_idx ON products_text USING gin (haystack gin_trgm_ops);

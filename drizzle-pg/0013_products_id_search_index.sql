-- Hand-written (keep it when regenerating), PostgreSQL only (issue 43, ADR 0473): products in id
-- order with what every search filters on, so a text search's matches (and the default list)
-- are joined to them by an index-only scan instead of reading 8,000 table rows to count a common
-- word to its cap. Not in schema.ts: SQLite's plans took it for a plain id-order walk and were
-- up to a tenth slower.
CREATE INDEX "products_id_search_idx" ON "products" USING btree ("id","is_active","valid_to","valid_from","sub_venue_id");

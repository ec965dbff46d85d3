-- Search indexes end in the product's id (issue 43, ADR 0461): a count on them, the hour's taken
-- products being an id filter, is an index-only scan instead of a read of the table's pages.
DROP INDEX "products_categories_search_idx";--> statement-breakpoint
DROP INDEX "products_inclusion_search_idx";--> statement-breakpoint
DROP INDEX "products_package_search_idx";--> statement-breakpoint
DROP INDEX "products_sub_venue_idx";--> statement-breakpoint
CREATE INDEX "products_categories_search_idx" ON "products" USING btree ("search_categories","is_active","valid_to","valid_from","sub_venue_id","id");--> statement-breakpoint
CREATE INDEX "products_inclusion_search_idx" ON "products" USING btree ("inclusion_flags","is_active","valid_to","valid_from","sub_venue_id","id");--> statement-breakpoint
CREATE INDEX "products_package_search_idx" ON "products" USING btree ("package_type","is_active","valid_to","valid_from","sub_venue_id","inclusion_flags","search_categories","search_rating","id");--> statement-breakpoint
CREATE INDEX "products_sub_venue_idx" ON "products" USING btree ("sub_venue_id","is_active","valid_to","valid_from","search_max_capacity","id");

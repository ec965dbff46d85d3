-- products_capacity_sort_idx ends in the unit (issue 43, ADR 0462), as on SQLite (one schema).
DROP INDEX "products_capacity_sort_idx";--> statement-breakpoint
CREATE INDEX "products_capacity_sort_idx" ON "products" USING btree ("search_max_capacity","id","is_active","valid_to","valid_from","search_min_capacity","campaign","search_location","sub_venue_id","price","discount_percentage","package_type","inclusion_flags","search_categories","venue_id","unit");

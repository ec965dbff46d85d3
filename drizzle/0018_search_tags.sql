DROP INDEX `products_search_cover_idx`;--> statement-breakpoint
DROP INDEX `products_location_search_idx`;--> statement-breakpoint
ALTER TABLE `products` ADD `package_type` text;--> statement-breakpoint
ALTER TABLE `products` ADD `inclusion_flags` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_search_cover_idx` ON `products` (`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`);--> statement-breakpoint
CREATE INDEX `products_location_search_idx` ON `products` (`search_location`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`);--> statement-breakpoint
ALTER TABLE `sub_venues` ADD `categories` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written backfill (ADR 0200): flags of existing products from their inclusion text, the
-- same phrases as inclusionFlagsOf (saves recompute them exactly from then on).
UPDATE `products` SET `inclusion_flags` =
  (CASE WHEN lower(`inclusion`) LIKE '%projector%' THEN 1 ELSE 0 END) |
  (CASE WHEN lower(`inclusion`) LIKE '%sound system%' OR lower(`inclusion`) LIKE '%sound-system%' THEN 2 ELSE 0 END) |
  (CASE WHEN lower(`inclusion`) LIKE '%big screen%' OR lower(`inclusion`) LIKE '%led screen%' OR lower(`inclusion`) LIKE '%large screen%' OR lower(`inclusion`) LIKE '%led wall%' THEN 4 ELSE 0 END) |
  (CASE WHEN ' ' || lower(`inclusion`) || ' ' GLOB '*[^a-z]tv[^a-z]*' OR lower(`inclusion`) LIKE '%television%' THEN 8 ELSE 0 END);

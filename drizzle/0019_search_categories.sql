DROP INDEX `products_search_cover_idx`;--> statement-breakpoint
DROP INDEX `products_location_search_idx`;--> statement-breakpoint
ALTER TABLE `products` ADD `search_categories` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_search_cover_idx` ON `products` (`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`);--> statement-breakpoint
CREATE INDEX `products_location_search_idx` ON `products` (`search_location`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`);
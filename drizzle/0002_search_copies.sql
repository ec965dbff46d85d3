DROP INDEX `products_search_idx`;--> statement-breakpoint
ALTER TABLE `products` ADD `search_location` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_min_capacity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_max_capacity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_search_cover_idx` ON `products` (`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`search_location`);--> statement-breakpoint
CREATE INDEX `products_location_search_idx` ON `products` (`search_location`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`);
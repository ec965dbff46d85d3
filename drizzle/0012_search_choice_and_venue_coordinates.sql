DROP INDEX `products_search_cover_idx`;--> statement-breakpoint
DROP INDEX `products_location_search_idx`;--> statement-breakpoint
CREATE INDEX `products_final_price_idx` ON `products` (("price" * (100 - "discount_percentage")),`id`);--> statement-breakpoint
CREATE INDEX `products_capacity_sort_idx` ON `products` (`search_max_capacity`,`id`);--> statement-breakpoint
CREATE INDEX `products_search_cover_idx` ON `products` (`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`);--> statement-breakpoint
CREATE INDEX `products_location_search_idx` ON `products` (`search_location`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`sub_venue_id`,`price`,`discount_percentage`);--> statement-breakpoint
ALTER TABLE `venues` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `venues` ADD `longitude` real;
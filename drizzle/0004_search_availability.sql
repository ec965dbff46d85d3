DROP INDEX `products_search_cover_idx`;--> statement-breakpoint
DROP INDEX `products_location_search_idx`;--> statement-breakpoint
CREATE INDEX `products_search_cover_idx` ON `products` (`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`search_location`,`sub_venue_id`);--> statement-breakpoint
CREATE INDEX `products_location_search_idx` ON `products` (`search_location`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`sub_venue_id`);--> statement-breakpoint
CREATE INDEX `availability_blocks_ends_idx` ON `availability_blocks` (`ends_at`);--> statement-breakpoint
CREATE INDEX `reservation_lines_ends_idx` ON `reservation_lines` (`ends_at`);
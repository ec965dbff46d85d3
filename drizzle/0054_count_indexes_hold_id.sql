-- Search indexes end in the product's id (issue 43, ADR 0461), as on PostgreSQL where a count on
-- them then needs no table read. Here the rowid was in every entry already; the twins stay alike.
DROP INDEX `products_categories_search_idx`;--> statement-breakpoint
CREATE INDEX `products_categories_search_idx` ON `products` (`search_categories`,`is_active`,`valid_to`,`valid_from`,`sub_venue_id`,`id`);--> statement-breakpoint
DROP INDEX `products_inclusion_search_idx`;--> statement-breakpoint
CREATE INDEX `products_inclusion_search_idx` ON `products` (`inclusion_flags`,`is_active`,`valid_to`,`valid_from`,`sub_venue_id`,`id`);--> statement-breakpoint
DROP INDEX `products_package_search_idx`;--> statement-breakpoint
CREATE INDEX `products_package_search_idx` ON `products` (`package_type`,`is_active`,`valid_to`,`valid_from`,`sub_venue_id`,`inclusion_flags`,`search_categories`,`search_rating`,`id`);--> statement-breakpoint
DROP INDEX `products_sub_venue_idx`;--> statement-breakpoint
CREATE INDEX `products_sub_venue_idx` ON `products` (`sub_venue_id`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`id`);

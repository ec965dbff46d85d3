-- Search at 100,000 products (ADR 0430): the unit and the rating join the covering indexes (a head
-- count's price, the minimum rating), per-person rooms with a minimum order get their own two,
-- and a district's products are indexed in id order.
DROP INDEX `products_search_cover_idx`;--> statement-breakpoint
DROP INDEX `products_location_search_idx`;--> statement-breakpoint
DROP INDEX `products_package_search_idx`;--> statement-breakpoint
DROP INDEX `products_final_price_idx`;--> statement-breakpoint
CREATE INDEX `products_person_min_idx` ON `products` (`unit`,`search_min_capacity`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`,`venue_id`,`search_rating`);--> statement-breakpoint
CREATE INDEX `products_min_order_price_idx` ON `products` (("price" * (100 - "discount_percentage") * "search_min_capacity"),`id`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`,`venue_id`,`unit`,`search_rating`);--> statement-breakpoint
CREATE INDEX `products_search_cover_idx` ON `products` (`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`,`unit`,`search_rating`);--> statement-breakpoint
CREATE INDEX `products_location_search_idx` ON `products` (`search_location`,`id`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`,`unit`,`search_rating`,`venue_id`);--> statement-breakpoint
CREATE INDEX `products_package_search_idx` ON `products` (`package_type`,`is_active`,`valid_to`,`valid_from`,`sub_venue_id`,`inclusion_flags`,`search_categories`,`search_rating`);--> statement-breakpoint
CREATE INDEX `products_final_price_idx` ON `products` (("price" * (100 - "discount_percentage")),`id`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`,`venue_id`,`unit`,`search_rating`);

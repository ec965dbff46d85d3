-- A head count's price sort reads the per-person rooms above the head count per minimum, in the
-- order of the unit price (ADR 0458): the unit price and the id follow the unit and the minimum.
DROP INDEX `products_person_min_idx`;--> statement-breakpoint
CREATE INDEX `products_person_min_idx` ON `products` (`unit`,`search_min_capacity`,("price" * (100 - "discount_percentage")),`id`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`,`venue_id`,`search_rating`);

-- products_capacity_sort_idx ends in the unit (issue 43, ADR 0462): a head count's count reads it
-- without the table, the price the group pays included (per-person rooms above their minimum).
DROP INDEX `products_capacity_sort_idx`;--> statement-breakpoint
CREATE INDEX `products_capacity_sort_idx` ON `products` (`search_max_capacity`,`id`,`is_active`,`valid_to`,`valid_from`,`search_min_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`,`venue_id`,`unit`);

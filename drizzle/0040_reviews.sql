-- Reviews and ratings (issue 28, ADR 0270). Hand-written: the triggers keep products' search copy
-- of their venue's rating, as 0003 and 0020 do for location, capacities and categories.
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_line_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`user_id` integer,
	`venue_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`author_name` text NOT NULL,
	`rating` integer NOT NULL,
	`space_rating` integer NOT NULL,
	`service_rating` integer NOT NULL,
	`food_rating` integer,
	`value_rating` integer NOT NULL,
	`body` text NOT NULL,
	`event_type` text NOT NULL,
	`event_month` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL,
	`reply` text,
	`replied_at` integer,
	`reported_at` integer,
	`report_reason` text,
	`report_resolved_at` integer,
	`hidden_at` integer,
	`hidden_reason` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_line_idx` ON `reviews` (`reservation_line_id`);--> statement-breakpoint
CREATE INDEX `reviews_venue_idx` ON `reviews` (`venue_id`,`hidden_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_supplier_idx` ON `reviews` (`supplier_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_user_idx` ON `reviews` (`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_reported_idx` ON `reviews` (`reported_at`,`report_resolved_at`);--> statement-breakpoint
ALTER TABLE `venues` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_rating` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_rating_sort_idx` ON `products` (`search_rating`,`search_review_count`,`id`,`is_active`,`valid_to`,`valid_from`,`search_max_capacity`,`search_min_capacity`,`campaign`,`search_location`,`sub_venue_id`,`price`,`discount_percentage`,`package_type`,`inclusion_flags`,`search_categories`,`venue_id`);--> statement-breakpoint
CREATE TRIGGER `products_search_rating_insert` AFTER INSERT ON `products` BEGIN
  UPDATE `products` SET
    `search_rating` = coalesce((SELECT CASE WHEN `review_count` > 0 THEN (`rating_sum` * 100 + `review_count` / 2) / `review_count` ELSE 0 END FROM `venues` WHERE `id` = NEW.`venue_id`), 0),
    `search_review_count` = coalesce((SELECT `review_count` FROM `venues` WHERE `id` = NEW.`venue_id`), 0)
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_rating_move` AFTER UPDATE OF `venue_id` ON `products` BEGIN
  UPDATE `products` SET
    `search_rating` = coalesce((SELECT CASE WHEN `review_count` > 0 THEN (`rating_sum` * 100 + `review_count` / 2) / `review_count` ELSE 0 END FROM `venues` WHERE `id` = NEW.`venue_id`), 0),
    `search_review_count` = coalesce((SELECT `review_count` FROM `venues` WHERE `id` = NEW.`venue_id`), 0)
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `venues_search_rating` AFTER UPDATE OF `review_count`, `rating_sum` ON `venues` BEGIN
  UPDATE `products` SET
    `search_rating` = CASE WHEN NEW.`review_count` > 0 THEN (NEW.`rating_sum` * 100 + NEW.`review_count` / 2) / NEW.`review_count` ELSE 0 END,
    `search_review_count` = NEW.`review_count`
  WHERE `venue_id` = NEW.`id`;
END;

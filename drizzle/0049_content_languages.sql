ALTER TABLE `venues` ADD `description_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sub_venues` ADD `description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sub_venues` ADD `description_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `inclusion_id` text DEFAULT '' NOT NULL;

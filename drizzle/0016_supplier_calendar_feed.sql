ALTER TABLE `suppliers` ADD `calendar_feed_token_hash` text;--> statement-breakpoint
ALTER TABLE `suppliers` ADD `calendar_feed_issued_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `suppliers_calendar_feed_token_hash_unique` ON `suppliers` (`calendar_feed_token_hash`);
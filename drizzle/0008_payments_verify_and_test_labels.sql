CREATE TABLE `webhook_rejections` (
	`day` text NOT NULL,
	`reason` text NOT NULL,
	`count` integer NOT NULL,
	`last_at` integer NOT NULL,
	`last_ip` text DEFAULT '' NOT NULL,
	`last_excerpt` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_rejections_day_reason_idx` ON `webhook_rejections` (`day`,`reason`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `paid_via` text;--> statement-breakpoint
ALTER TABLE `payment_notifications` ADD `fraud_status` text;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `sandbox_status` text;
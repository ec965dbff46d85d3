ALTER TABLE `invoices` ADD `committed_at` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `client_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `phone_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Invoices from before the hold policy were given the full 2 x 24 h: treat them as committed.
UPDATE `invoices` SET `committed_at` = `created_at` WHERE `committed_at` IS NULL;

-- Issue 23 (ADR 0256): payment terms (a deposit now, the balance before the event), two payments per booking.
ALTER TABLE `venues` ADD `deposit_percent` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `balance_days_before` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `deposit_percent` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `balance_days_before` integer;--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `deposit_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `paid_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `payment_plan` text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `deposit_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `balance_due_at` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `amount_paid` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `part` text DEFAULT 'full' NOT NULL;--> statement-breakpoint
CREATE INDEX `invoices_balance_due_idx` ON `invoices` (`payment_status`, `balance_due_at`);--> statement-breakpoint
-- Hand-written backfill: what paid invoices had paid, per line and in all.
UPDATE `reservation_lines` SET `paid_amount` = `total_price` - `discount_share`
  WHERE `invoice_id` IN (SELECT `id` FROM `invoices` WHERE `status` = 'paid');--> statement-breakpoint
UPDATE `invoices` SET `amount_paid` = `total_cost` WHERE `status` = 'paid';

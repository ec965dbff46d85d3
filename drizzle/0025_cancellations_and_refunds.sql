-- Issue 22 (ADR 0250): cancellation policies, cancelled lines, refunds and date changes.
ALTER TABLE `venues` ADD `cancellation_policy` text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `cancellation_policy` text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `discount_share` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `cancelled_by` text;--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `cancelled_by_user_id` integer;--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `cancel_reason` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `payment_type` text;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `sandbox_payment_type` text;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `sandbox_refunds` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE TABLE `refunds` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `invoice_id` integer NOT NULL REFERENCES `invoices`(`id`) ON DELETE cascade,
  `line_id` integer NOT NULL,
  `refund_key` text NOT NULL,
  `amount` integer NOT NULL,
  `line_paid` integer NOT NULL,
  `reason` text DEFAULT '' NOT NULL,
  `initiated_by` text NOT NULL,
  `method` text NOT NULL,
  `order_id` text,
  `state` text DEFAULT 'requested' NOT NULL,
  `failure` text,
  `bank_account_name` text DEFAULT '' NOT NULL,
  `bank_name` text DEFAULT '' NOT NULL,
  `bank_account` text DEFAULT '' NOT NULL,
  `transfer_reference` text,
  `sent_at` integer,
  `refunded_at` integer,
  `created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
  `updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
  CHECK (`amount` > 0 AND `amount` <= `line_paid`)
);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_line_idx` ON `refunds` (`line_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_key_idx` ON `refunds` (`refund_key`);--> statement-breakpoint
CREATE INDEX `refunds_invoice_idx` ON `refunds` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `refunds_state_idx` ON `refunds` (`state`, `method`);--> statement-breakpoint
CREATE TABLE `date_change_requests` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `line_id` integer NOT NULL REFERENCES `reservation_lines`(`id`) ON DELETE cascade,
  `invoice_id` integer NOT NULL,
  `supplier_id` integer NOT NULL,
  `from_starts_at` integer NOT NULL,
  `from_ends_at` integer NOT NULL,
  `starts_at` integer NOT NULL,
  `ends_at` integer NOT NULL,
  `status` text DEFAULT 'requested' NOT NULL,
  `note` text DEFAULT '' NOT NULL,
  `decided_at` integer,
  `decided_by_user_id` integer,
  `created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);--> statement-breakpoint
CREATE INDEX `date_change_requests_line_idx` ON `date_change_requests` (`line_id`, `status`);--> statement-breakpoint
CREATE INDEX `date_change_requests_supplier_idx` ON `date_change_requests` (`supplier_id`, `status`);--> statement-breakpoint
-- Hand-written backfill: each line's share of its invoice's coupon discount, in proportion to
-- its total (floor), the rounding remainder on the invoice's first line, so the shares add up
-- to the discount exactly.
UPDATE `reservation_lines` SET `discount_share` = (
  SELECT CASE WHEN i.subtotal > 0 THEN (reservation_lines.total_price * i.discount_amount) / i.subtotal ELSE 0 END
  FROM invoices i WHERE i.id = reservation_lines.invoice_id
);--> statement-breakpoint
UPDATE `reservation_lines` SET `discount_share` = `discount_share` + (
  SELECT i.discount_amount - (SELECT sum(l2.discount_share) FROM reservation_lines l2 WHERE l2.invoice_id = i.id)
  FROM invoices i WHERE i.id = reservation_lines.invoice_id
) WHERE `id` = (SELECT min(l3.id) FROM reservation_lines l3 WHERE l3.invoice_id = reservation_lines.invoice_id);

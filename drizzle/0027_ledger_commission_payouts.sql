-- Issue 24 (ADR 0257): one append-only ledger of every rupiah, commission rates, payouts.
CREATE TABLE `ledger_entries` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `at` integer NOT NULL,
  `kind` text NOT NULL,
  `invoice_id` integer NOT NULL,
  `line_id` integer NOT NULL,
  `supplier_id` integer NOT NULL,
  `amount` integer NOT NULL,
  `ref` text NOT NULL,
  `rate_bps` integer,
  `note` text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_ref_idx` ON `ledger_entries` (`ref`);--> statement-breakpoint
CREATE INDEX `ledger_entries_line_idx` ON `ledger_entries` (`line_id`, `kind`);--> statement-breakpoint
CREATE INDEX `ledger_entries_supplier_idx` ON `ledger_entries` (`supplier_id`, `kind`);--> statement-breakpoint
-- Never edited: corrections are new entries.
CREATE TRIGGER `ledger_entries_no_update` BEFORE UPDATE ON `ledger_entries` BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `ledger_entries_no_delete` BEFORE DELETE ON `ledger_entries` BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;--> statement-breakpoint
CREATE TABLE `payouts` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `supplier_id` integer NOT NULL,
  `batch` text NOT NULL,
  `amount` integer NOT NULL,
  `status` text DEFAULT 'created' NOT NULL,
  `reference` text NOT NULL,
  `account_holder` text NOT NULL,
  `bank_name` text NOT NULL,
  `bank_account` text NOT NULL,
  `beneficiary` text NOT NULL,
  `transfer_reference` text,
  `paid_on` text,
  `created_at` integer NOT NULL,
  `paid_at` integer
);--> statement-breakpoint
CREATE INDEX `payouts_supplier_idx` ON `payouts` (`supplier_id`, `status`);--> statement-breakpoint
CREATE INDEX `payouts_batch_idx` ON `payouts` (`batch`);--> statement-breakpoint
-- Each vendor-share entry is paid out at most once.
CREATE TABLE `payout_items` (
  `payout_id` integer NOT NULL REFERENCES `payouts`(`id`),
  `entry_id` integer NOT NULL REFERENCES `ledger_entries`(`id`)
);--> statement-breakpoint
CREATE UNIQUE INDEX `payout_items_entry_idx` ON `payout_items` (`entry_id`);--> statement-breakpoint
CREATE TABLE `settings` (
  `key` text PRIMARY KEY NOT NULL,
  `value` text NOT NULL,
  `updated_at` integer NOT NULL
);--> statement-breakpoint
ALTER TABLE `suppliers` ADD `commission_bps` integer;--> statement-breakpoint
ALTER TABLE `suppliers` ADD `bank_verified_at` integer;

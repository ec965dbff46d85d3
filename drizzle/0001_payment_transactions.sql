CREATE TABLE `payment_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`provider` text NOT NULL,
	`order_id` text NOT NULL,
	`gross_amount` integer NOT NULL,
	`token` text NOT NULL,
	`redirect_url` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_transactions_order_id_unique` ON `payment_transactions` (`order_id`);--> statement-breakpoint
CREATE INDEX `payment_transactions_invoice_idx` ON `payment_transactions` (`invoice_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_transactions_token_idx` ON `payment_transactions` (`token`);
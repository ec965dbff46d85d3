CREATE TABLE `admin_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_id` integer,
	`actor_email` text NOT NULL,
	`via` text NOT NULL,
	`action` text NOT NULL,
	`invoice_id` integer,
	`line_id` integer,
	`coupon_id` integer,
	`subject` text NOT NULL,
	`old_value` text,
	`new_value` text
);
--> statement-breakpoint
CREATE INDEX `admin_audit_at_idx` ON `admin_audit` (`at`);--> statement-breakpoint
CREATE INDEX `admin_audit_invoice_idx` ON `admin_audit` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `admin_audit_line_idx` ON `admin_audit` (`line_id`);--> statement-breakpoint
CREATE TABLE `deleted_reservation_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`invoice_id` integer NOT NULL,
	`row` text NOT NULL,
	`invoice_status_before` text,
	`deleted_at` integer NOT NULL,
	`deleted_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `deleted_reservation_lines_invoice_idx` ON `deleted_reservation_lines` (`invoice_id`);
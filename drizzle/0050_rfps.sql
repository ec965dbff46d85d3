CREATE TABLE `rfps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer,
	`user_id` integer,
	`access_token` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`event_type` text DEFAULT 'meeting' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`head_count` integer NOT NULL,
	`budget` integer,
	`flexible_dates` integer DEFAULT false NOT NULL,
	`indoor_outdoor` text DEFAULT 'any' NOT NULL,
	`must_have_flags` integer DEFAULT 0 NOT NULL,
	`reply_by` integer NOT NULL,
	`no_answer_notified_at` integer,
	`closed_at` integer,
	`closed_reason` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rfps_access_token_unique` ON `rfps` (`access_token`);--> statement-breakpoint
CREATE INDEX `rfps_status_idx` ON `rfps` (`status`,`reply_by`);--> statement-breakpoint
CREATE INDEX `rfps_user_idx` ON `rfps` (`user_id`);--> statement-breakpoint
CREATE TABLE `rfp_days` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rfp_id` integer NOT NULL,
	`date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`layout` text NOT NULL,
	`head_count` integer NOT NULL,
	FOREIGN KEY (`rfp_id`) REFERENCES `rfps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rfp_days_rfp_idx` ON `rfp_days` (`rfp_id`);--> statement-breakpoint
CREATE TABLE `rfp_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rfp_id` integer NOT NULL,
	`venue_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`status` text DEFAULT 'awaiting_proposal' NOT NULL,
	`source` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`sent_at` integer,
	`answered_at` integer,
	`status_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`rfp_id`) REFERENCES `rfps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rfp_recipients_rfp_venue_idx` ON `rfp_recipients` (`rfp_id`,`venue_id`);--> statement-breakpoint
CREATE INDEX `rfp_recipients_supplier_idx` ON `rfp_recipients` (`supplier_id`,`status`);--> statement-breakpoint
CREATE TABLE `rfp_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient_id` integer NOT NULL,
	`rfp_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`venue_id` integer NOT NULL,
	`subtotal` integer NOT NULL,
	`discount_percent` integer DEFAULT 0 NOT NULL,
	`discount_amount` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`concessions` text DEFAULT '' NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`payment_plan` text DEFAULT 'full' NOT NULL,
	`valid_until` integer NOT NULL,
	`held` integer DEFAULT false NOT NULL,
	`created_by_user_id` integer,
	`invoice_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`recipient_id`) REFERENCES `rfp_recipients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rfp_id`) REFERENCES `rfps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rfp_proposals_recipient_id_unique` ON `rfp_proposals` (`recipient_id`);--> statement-breakpoint
CREATE INDEX `rfp_proposals_rfp_idx` ON `rfp_proposals` (`rfp_id`);--> statement-breakpoint
CREATE TABLE `rfp_proposal_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`proposal_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`sub_venue_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`setup` text NOT NULL,
	`head_count` integer NOT NULL,
	`qty` integer NOT NULL,
	`unit` text NOT NULL,
	`unit_price` integer NOT NULL,
	`total` integer NOT NULL,
	`hold_block_id` integer,
	FOREIGN KEY (`proposal_id`) REFERENCES `rfp_proposals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hold_block_id`) REFERENCES `availability_blocks`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `rfp_proposal_lines_proposal_idx` ON `rfp_proposal_lines` (`proposal_id`);

CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`planner_user_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`product_id` integer,
	`reservation_line_id` integer,
	`subject_key` text NOT NULL,
	`last_message_at` integer NOT NULL,
	`planner_read_message_id` integer DEFAULT 0 NOT NULL,
	`supplier_read_message_id` integer DEFAULT 0 NOT NULL,
	`planner_notified_at` integer,
	`supplier_notified_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`planner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reservation_line_id`) REFERENCES `reservation_lines`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_subject_idx` ON `conversations` (`planner_user_id`,`supplier_id`,`subject_key`);--> statement-breakpoint
CREATE INDEX `conversations_planner_idx` ON `conversations` (`planner_user_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversations_supplier_idx` ON `conversations` (`supplier_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `message_drafts` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`body` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender_user_id` integer,
	`sender_role` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`id`);
CREATE TABLE `availability_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`sub_venue_id` integer,
	`product_id` integer,
	`title` text DEFAULT 'Untitled Event' NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`all_day` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sub_venue_id`) REFERENCES `sub_venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `availability_blocks_sub_venue_idx` ON `availability_blocks` (`sub_venue_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `availability_blocks_product_idx` ON `availability_blocks` (`product_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `availability_blocks_supplier_idx` ON `availability_blocks` (`supplier_id`);--> statement-breakpoint
CREATE TABLE `cart_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`cart_session_id` text,
	`product_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`setup` text NOT NULL,
	`qty` integer NOT NULL,
	`event_name` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_user_slot_idx` ON `cart_items` (`user_id`,`product_id`,`starts_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_session_slot_idx` ON `cart_items` (`cart_session_id`,`product_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`discount_percentage` integer NOT NULL,
	`valid_from` integer NOT NULL,
	`valid_to` integer NOT NULL,
	`max_uses` integer,
	`used_count` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code_unique` ON `coupons` (`code`);--> statement-breakpoint
CREATE TABLE `equipments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`location` text NOT NULL,
	`vendor` text NOT NULL,
	`product` text NOT NULL,
	`price` integer NOT NULL,
	`unit` text NOT NULL,
	`category` text NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`type` text DEFAULT '' NOT NULL,
	`inclusion` text DEFAULT '' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`image_key` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_type` text DEFAULT 'INQUIRY' NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`note` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`start_date` text,
	`end_date` text,
	`participant_number` integer,
	`budget` integer,
	`location` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_no` text NOT NULL,
	`access_token` text NOT NULL,
	`voucher_no` text,
	`user_id` integer,
	`checkout_key` text,
	`name` text NOT NULL,
	`company_name` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`office_phone` text DEFAULT '' NOT NULL,
	`cell_phone` text NOT NULL,
	`email` text NOT NULL,
	`subtotal` integer NOT NULL,
	`coupon_code` text,
	`discount_percentage` integer DEFAULT 0 NOT NULL,
	`discount_amount` integer DEFAULT 0 NOT NULL,
	`total_cost` integer NOT NULL,
	`payment_status` text DEFAULT 'Waiting Payment' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`gateway_status` text,
	`expires_at` integer NOT NULL,
	`paid_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_invoice_no_unique` ON `invoices` (`invoice_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_voucher_no_unique` ON `invoices` (`voucher_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_checkout_key_unique` ON `invoices` (`checkout_key`);--> statement-breakpoint
CREATE INDEX `invoices_user_idx` ON `invoices` (`user_id`);--> statement-breakpoint
CREATE INDEX `invoices_status_idx` ON `invoices` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to`);--> statement-breakpoint
CREATE TABLE `partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`logo_key` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_confirmations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`payment_time` text NOT NULL,
	`amount` integer NOT NULL,
	`bank_account_name` text NOT NULL,
	`bank_name` text NOT NULL,
	`bank_account` text NOT NULL,
	`bank_address` text DEFAULT '' NOT NULL,
	`destination_bank_account_name` text DEFAULT '' NOT NULL,
	`destination_bank_name` text DEFAULT '' NOT NULL,
	`destination_bank_account` text DEFAULT '' NOT NULL,
	`file_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_confirmations_invoice_idx` ON `payment_confirmations` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `payment_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`transaction_id` text,
	`transaction_status` text NOT NULL,
	`status_code` text NOT NULL,
	`gross_amount` text NOT NULL,
	`signature_valid` integer NOT NULL,
	`outcome` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_notifications_order_idx` ON `payment_notifications` (`order_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sub_venue_id` integer NOT NULL,
	`venue_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`product_name` text NOT NULL,
	`unit` text DEFAULT 'Day' NOT NULL,
	`price` integer NOT NULL,
	`discount_percentage` integer DEFAULT 0 NOT NULL,
	`inclusion` text DEFAULT '' NOT NULL,
	`term_condition` text DEFAULT '' NOT NULL,
	`open_time` text DEFAULT '08:00' NOT NULL,
	`close_time` text DEFAULT '18:00' NOT NULL,
	`valid_from` integer NOT NULL,
	`valid_to` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`campaign` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`sub_venue_id`) REFERENCES `sub_venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `products_search_idx` ON `products` (`is_active`,`valid_to`,`valid_from`);--> statement-breakpoint
CREATE INDEX `products_venue_idx` ON `products` (`venue_id`);--> statement-breakpoint
CREATE INDEX `products_sub_venue_idx` ON `products` (`sub_venue_id`);--> statement-breakpoint
CREATE INDEX `products_supplier_idx` ON `products` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `products_campaign_idx` ON `products` (`campaign`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reservation_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`sub_venue_id` integer NOT NULL,
	`venue_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`product_name` text NOT NULL,
	`venue_name` text NOT NULL,
	`sub_venue_name` text NOT NULL,
	`inclusion` text DEFAULT '' NOT NULL,
	`setup` text NOT NULL,
	`event_name` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`qty` integer NOT NULL,
	`unit` text NOT NULL,
	`price` integer NOT NULL,
	`total_price` integer NOT NULL,
	`acknowledge` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `reservation_lines_invoice_idx` ON `reservation_lines` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `reservation_lines_supplier_idx` ON `reservation_lines` (`supplier_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `reservation_lines_product_slot_idx` ON `reservation_lines` (`product_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `reservation_lines_sub_venue_slot_idx` ON `reservation_lines` (`sub_venue_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `sub_venues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venue_id` integer NOT NULL,
	`supplier_id` integer NOT NULL,
	`name` text NOT NULL,
	`sub_venue_type` text DEFAULT 'indoor' NOT NULL,
	`min_capacity` integer DEFAULT 1 NOT NULL,
	`max_theatre` integer DEFAULT 0 NOT NULL,
	`max_classroom` integer DEFAULT 0 NOT NULL,
	`max_ushape` integer DEFAULT 0 NOT NULL,
	`max_banquet` integer DEFAULT 0 NOT NULL,
	`max_cocktail` integer DEFAULT 0 NOT NULL,
	`max_board` integer DEFAULT 0 NOT NULL,
	`max_capacity` integer DEFAULT 0 NOT NULL,
	`custom_layout` text DEFAULT '' NOT NULL,
	`dimension_length` real DEFAULT 0 NOT NULL,
	`dimension_width` real DEFAULT 0 NOT NULL,
	`ceiling_height` real DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sub_venues_venue_idx` ON `sub_venues` (`venue_id`);--> statement-breakpoint
CREATE INDEX `sub_venues_supplier_idx` ON `sub_venues` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `sub_venues_capacity_idx` ON `sub_venues` (`max_capacity`,`min_capacity`);--> statement-breakpoint
CREATE TABLE `suppliers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`contact_person` text DEFAULT '' NOT NULL,
	`bank_account` text DEFAULT '' NOT NULL,
	`bank_name` text DEFAULT '' NOT NULL,
	`bank_address` text DEFAULT '' NOT NULL,
	`beneficiary` text DEFAULT '' NOT NULL,
	`swift_code` text DEFAULT '' NOT NULL,
	`facebook` text DEFAULT '' NOT NULL,
	`linkedin` text DEFAULT '' NOT NULL,
	`instagram` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `suppliers_user_id_unique` ON `suppliers` (`user_id`);--> statement-breakpoint
CREATE TABLE `transports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`location` text NOT NULL,
	`vendor` text NOT NULL,
	`vehicle_name` text NOT NULL,
	`maximum_passenger` integer NOT NULL,
	`price` integer NOT NULL,
	`unit` text NOT NULL,
	`inclusion` text DEFAULT '' NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`image_key` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_tokens_hash_idx` ON `user_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `user_tokens_user_idx` ON `user_tokens` (`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`username` text,
	`password_hash` text,
	`is_customer` integer DEFAULT true NOT NULL,
	`is_supplier` integer DEFAULT false NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `venue_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venue_id` integer NOT NULL,
	`file_key` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venue_images_venue_idx` ON `venue_images` (`venue_id`,`is_default`);--> statement-breakpoint
CREATE TABLE `venues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`name` text NOT NULL,
	`location` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`maps` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`total_meeting_room` integer DEFAULT 0 NOT NULL,
	`total_guest_room` integer DEFAULT 0 NOT NULL,
	`largest_meeting_room` integer DEFAULT 0 NOT NULL,
	`smallest_meeting_room` integer DEFAULT 0 NOT NULL,
	`distance_to_airport` real DEFAULT 0 NOT NULL,
	`nearest_attraction_1` text DEFAULT '' NOT NULL,
	`distance_nearest_attraction_1` real DEFAULT 0 NOT NULL,
	`nearest_attraction_2` text DEFAULT '' NOT NULL,
	`distance_nearest_attraction_2` real DEFAULT 0 NOT NULL,
	`facebook` text DEFAULT '' NOT NULL,
	`instagram` text DEFAULT '' NOT NULL,
	`linkedin` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venues_location_idx` ON `venues` (`location`);--> statement-breakpoint
CREATE INDEX `venues_supplier_idx` ON `venues` (`supplier_id`);
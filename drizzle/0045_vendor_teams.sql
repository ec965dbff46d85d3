CREATE TABLE `supplier_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by_user_id` integer,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_by_user_id` integer,
	`revoked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `supplier_invitations_token_hash_unique` ON `supplier_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `supplier_invitations_supplier_idx` ON `supplier_invitations` (`supplier_id`,`email`);--> statement-breakpoint
CREATE TABLE `supplier_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`supplier_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `supplier_members_user_id_unique` ON `supplier_members` (`user_id`);--> statement-breakpoint
CREATE INDEX `supplier_members_supplier_idx` ON `supplier_members` (`supplier_id`,`role`);--> statement-breakpoint
ALTER TABLE `admin_audit` ADD `supplier_id` integer;--> statement-breakpoint
CREATE INDEX `admin_audit_supplier_idx` ON `admin_audit` (`supplier_id`,`at`);--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `acknowledged_by_user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
-- Hand-written (ADR 0280): every existing vendor becomes an organisation (its suppliers row)
-- with the account that signed it up as its owner.
INSERT INTO `supplier_members` (`supplier_id`, `user_id`, `role`) SELECT `id`, `user_id`, 'owner' FROM `suppliers`;--> statement-breakpoint
-- A vendor signed up later (sign-up page, /v1/register, seed, fixtures) gets its owner the same
-- way, whoever inserts the suppliers row; a user already in a team stays where they are.
CREATE TRIGGER `suppliers_owner_member` AFTER INSERT ON `suppliers` BEGIN
  INSERT OR IGNORE INTO `supplier_members` (`supplier_id`, `user_id`, `role`) VALUES (NEW.`id`, NEW.`user_id`, 'owner');
END;

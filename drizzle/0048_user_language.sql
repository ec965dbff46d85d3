ALTER TABLE `users` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `language` text DEFAULT 'en' NOT NULL;

CREATE TABLE `closure_days` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`name` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `closure_days_date_unique` ON `closure_days` (`date`);--> statement-breakpoint
INSERT INTO `closure_days` (`date`, `name`, `note`) VALUES
	('2027-03-08', 'Nyepi, Day of Silence', 'Saka 1949: to be confirmed from the government''s joint decree (SKB)'),
	('2028-03-26', 'Nyepi, Day of Silence', 'Saka 1950: to be confirmed from the government''s joint decree (SKB)');

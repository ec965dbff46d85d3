ALTER TABLE `venues` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `venues` ADD `longitude` real;
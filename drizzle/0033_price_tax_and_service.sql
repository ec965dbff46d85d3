-- Issue 26 item 9 (ADR 0263): whether a product's price includes tax and service charge,
-- set by the vendor; each booking line keeps what applied when it was checked out.
ALTER TABLE `products` ADD `tax_and_service` text DEFAULT 'included' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `tax_and_service` text DEFAULT 'included' NOT NULL;

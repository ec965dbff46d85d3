-- Issue 24 item 5 (ADR 0258): the optional tax number (NPWP) a company enters at checkout,
-- printed on its invoice and receipt; and the documents an e-mail carries (JSON references,
-- drawn when the mail is delivered).
ALTER TABLE `invoices` ADD `tax_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text DEFAULT '' NOT NULL;

-- Issue 24 item 5 (ADR 0258): the optional tax number (NPWP) a company enters at checkout,
-- printed on its invoice and receipt.
ALTER TABLE `invoices` ADD `tax_number` text DEFAULT '' NOT NULL;

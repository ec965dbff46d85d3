ALTER TABLE `suppliers` ADD `account_holder_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `suppliers` ADD `calendar_feed_token_hash` text;--> statement-breakpoint
ALTER TABLE `suppliers` ADD `calendar_feed_issued_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `suppliers_calendar_feed_token_hash_unique` ON `suppliers` (`calendar_feed_token_hash`);--> statement-breakpoint
-- Hand-written: earlier data kept the holder's name in beneficiary (not one of the two fixed
-- choices). Move it to the new column and set the kind of bank from the SWIFT code's country.
UPDATE `suppliers` SET `account_holder_name` = `beneficiary`,
  `beneficiary` = CASE WHEN `swift_code` = '' OR substr(upper(`swift_code`), 5, 2) = 'ID' THEN 'Indonesian bank' ELSE 'Overseas bank (SWIFT)' END
  WHERE `beneficiary` <> '' AND `beneficiary` NOT IN ('Indonesian bank', 'Overseas bank (SWIFT)');

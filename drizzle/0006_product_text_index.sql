-- Custom migration (keep it when regenerating migrations): a trigram full-text index of each
-- product's name, venue name and sub venue name, so free-text search is an index lookup
-- instead of a LIKE scan (docs/decisions/0016). Triggers keep it in step whoever writes.
CREATE VIRTUAL TABLE `products_fts` USING fts5(`product_name`, `venue_name`, `sub_venue_name`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `products_fts` (`rowid`, `product_name`, `venue_name`, `sub_venue_name`)
  SELECT p.`id`, p.`product_name`, v.`name`, sv.`name`
  FROM `products` p JOIN `venues` v ON v.`id` = p.`venue_id` JOIN `sub_venues` sv ON sv.`id` = p.`sub_venue_id`;
--> statement-breakpoint
CREATE TRIGGER `products_fts_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_fts` (`rowid`, `product_name`, `venue_name`, `sub_venue_name`) VALUES (
    NEW.`id`, NEW.`product_name`,
    coalesce((SELECT `name` FROM `venues` WHERE `id` = NEW.`venue_id`), ''),
    coalesce((SELECT `name` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), ''));
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF `product_name`, `venue_id`, `sub_venue_id` ON `products` BEGIN
  DELETE FROM `products_fts` WHERE `rowid` = OLD.`id`;
  INSERT INTO `products_fts` (`rowid`, `product_name`, `venue_name`, `sub_venue_name`) VALUES (
    NEW.`id`, NEW.`product_name`,
    coalesce((SELECT `name` FROM `venues` WHERE `id` = NEW.`venue_id`), ''),
    coalesce((SELECT `name` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), ''));
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `products_fts` WHERE `rowid` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `venues_fts_name` AFTER UPDATE OF `name` ON `venues` BEGIN
  UPDATE `products_fts` SET `venue_name` = NEW.`name`
  WHERE `rowid` IN (SELECT `id` FROM `products` WHERE `venue_id` = NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `sub_venues_fts_name` AFTER UPDATE OF `name` ON `sub_venues` BEGIN
  UPDATE `products_fts` SET `sub_venue_name` = NEW.`name`
  WHERE `rowid` IN (SELECT `id` FROM `products` WHERE `sub_venue_id` = NEW.`id`);
END;

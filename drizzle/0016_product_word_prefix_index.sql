-- Custom migration (keep it when regenerating migrations): a word index of each product's name,
-- venue name and sub venue name with 1- and 2-character prefix indexes, so a free-text term of
-- 1 or 2 characters is a prefix lookup ("ub" finds Ubud) instead of a LIKE scan
-- (docs/decisions/0161). Same rows and triggers as products_fts (0006, the trigram index).
CREATE VIRTUAL TABLE `products_words` USING fts5(`product_name`, `venue_name`, `sub_venue_name`, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2', detail = none);
--> statement-breakpoint
INSERT INTO `products_words` (`rowid`, `product_name`, `venue_name`, `sub_venue_name`)
  SELECT p.`id`, p.`product_name`, v.`name`, sv.`name`
  FROM `products` p JOIN `venues` v ON v.`id` = p.`venue_id` JOIN `sub_venues` sv ON sv.`id` = p.`sub_venue_id`;
--> statement-breakpoint
CREATE TRIGGER `products_words_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_words` (`rowid`, `product_name`, `venue_name`, `sub_venue_name`) VALUES (
    NEW.`id`, NEW.`product_name`,
    coalesce((SELECT `name` FROM `venues` WHERE `id` = NEW.`venue_id`), ''),
    coalesce((SELECT `name` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), ''));
END;
--> statement-breakpoint
CREATE TRIGGER `products_words_update` AFTER UPDATE OF `product_name`, `venue_id`, `sub_venue_id` ON `products` BEGIN
  DELETE FROM `products_words` WHERE `rowid` = OLD.`id`;
  INSERT INTO `products_words` (`rowid`, `product_name`, `venue_name`, `sub_venue_name`) VALUES (
    NEW.`id`, NEW.`product_name`,
    coalesce((SELECT `name` FROM `venues` WHERE `id` = NEW.`venue_id`), ''),
    coalesce((SELECT `name` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), ''));
END;
--> statement-breakpoint
CREATE TRIGGER `products_words_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `products_words` WHERE `rowid` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `venues_words_name` AFTER UPDATE OF `name` ON `venues` BEGIN
  UPDATE `products_words` SET `venue_name` = NEW.`name`
  WHERE `rowid` IN (SELECT `id` FROM `products` WHERE `venue_id` = NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `sub_venues_words_name` AFTER UPDATE OF `name` ON `sub_venues` BEGIN
  UPDATE `products_words` SET `sub_venue_name` = NEW.`name`
  WHERE `rowid` IN (SELECT `id` FROM `products` WHERE `sub_venue_id` = NEW.`id`);
END;

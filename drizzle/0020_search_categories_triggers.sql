-- Custom migration (keep it when regenerating migrations): keeps products' search copy of the
-- sub venue's category flags in step with sub_venues.categories, whoever writes (vendor
-- dashboard, seed, /v1), as 0003 does for location and capacities. Own triggers beside 0003's.
UPDATE `products` SET
  `search_categories` = coalesce((SELECT `categories` FROM `sub_venues` WHERE `id` = `products`.`sub_venue_id`), 0);
--> statement-breakpoint
CREATE TRIGGER `products_search_categories_insert` AFTER INSERT ON `products` BEGIN
  UPDATE `products` SET
    `search_categories` = coalesce((SELECT `categories` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), 0)
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_categories_move` AFTER UPDATE OF `sub_venue_id` ON `products` BEGIN
  UPDATE `products` SET
    `search_categories` = coalesce((SELECT `categories` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), 0)
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sub_venues_search_categories` AFTER UPDATE OF `categories` ON `sub_venues` BEGIN
  UPDATE `products` SET `search_categories` = NEW.`categories` WHERE `sub_venue_id` = NEW.`id`;
END;

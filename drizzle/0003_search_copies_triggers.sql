-- Custom migration (keep it when regenerating migrations): keeps products' search copies of
-- the venue location and the sub venue capacities in step with their sources, whoever
-- writes them (vendor dashboard, seed, API). See docs/decisions/0011.
UPDATE `products` SET
  `search_location` = coalesce((SELECT `location` FROM `venues` WHERE `id` = `products`.`venue_id`), ''),
  `search_min_capacity` = coalesce((SELECT `min_capacity` FROM `sub_venues` WHERE `id` = `products`.`sub_venue_id`), 0),
  `search_max_capacity` = coalesce((SELECT `max_capacity` FROM `sub_venues` WHERE `id` = `products`.`sub_venue_id`), 0);
--> statement-breakpoint
CREATE TRIGGER `products_search_copies_insert` AFTER INSERT ON `products` BEGIN
  UPDATE `products` SET
    `search_location` = coalesce((SELECT `location` FROM `venues` WHERE `id` = NEW.`venue_id`), ''),
    `search_min_capacity` = coalesce((SELECT `min_capacity` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), 0),
    `search_max_capacity` = coalesce((SELECT `max_capacity` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), 0)
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_copies_move` AFTER UPDATE OF `venue_id`, `sub_venue_id` ON `products` BEGIN
  UPDATE `products` SET
    `search_location` = coalesce((SELECT `location` FROM `venues` WHERE `id` = NEW.`venue_id`), ''),
    `search_min_capacity` = coalesce((SELECT `min_capacity` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), 0),
    `search_max_capacity` = coalesce((SELECT `max_capacity` FROM `sub_venues` WHERE `id` = NEW.`sub_venue_id`), 0)
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sub_venues_search_copies` AFTER UPDATE OF `min_capacity`, `max_capacity` ON `sub_venues` BEGIN
  UPDATE `products` SET `search_min_capacity` = NEW.`min_capacity`, `search_max_capacity` = NEW.`max_capacity`
  WHERE `sub_venue_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `venues_search_copies` AFTER UPDATE OF `location` ON `venues` BEGIN
  UPDATE `products` SET `search_location` = NEW.`location` WHERE `venue_id` = NEW.`id`;
END;

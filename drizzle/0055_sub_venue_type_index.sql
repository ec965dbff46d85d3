-- Indoor or outdoor rooms in id order, for a search's room list (issue 43, ADR 0465): the list
-- was built from a read of every room's row (names, descriptions), once per statement.
CREATE INDEX `sub_venues_type_idx` ON `sub_venues` (`sub_venue_type`,`id`);

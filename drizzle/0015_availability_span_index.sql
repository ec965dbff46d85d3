DROP INDEX `availability_blocks_sub_venue_idx`;--> statement-breakpoint
DROP INDEX `availability_blocks_product_idx`;--> statement-breakpoint
ALTER TABLE `availability_blocks` ADD `span_class` integer GENERATED ALWAYS AS ((case when ends_at - starts_at <= 86400000 then 0 when ends_at - starts_at <= 604800000 then 1 when ends_at - starts_at <= 2678400000 then 2 when ends_at - starts_at <= 31622400000 then 3 else 4 end)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `availability_blocks_span_idx` ON `availability_blocks` (`span_class`,`starts_at`);--> statement-breakpoint
CREATE INDEX `availability_blocks_sub_venue_span_idx` ON `availability_blocks` (`sub_venue_id`,`span_class`,`starts_at`);--> statement-breakpoint
CREATE INDEX `availability_blocks_product_span_idx` ON `availability_blocks` (`product_id`,`span_class`,`starts_at`);--> statement-breakpoint
ALTER TABLE `reservation_lines` ADD `span_class` integer GENERATED ALWAYS AS ((case when ends_at - starts_at <= 86400000 then 0 when ends_at - starts_at <= 604800000 then 1 when ends_at - starts_at <= 2678400000 then 2 when ends_at - starts_at <= 31622400000 then 3 else 4 end)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `reservation_lines_span_idx` ON `reservation_lines` (`span_class`,`starts_at`);--> statement-breakpoint
CREATE INDEX `reservation_lines_sub_venue_span_idx` ON `reservation_lines` (`sub_venue_id`,`span_class`,`starts_at`);
-- Issue 22 item 8 (ADR 0252): the vendor's message with a declined date change, kept apart from
-- the planner's, and at most one open request per reservation line, held by the database.
ALTER TABLE `date_change_requests` ADD `decision_note` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `date_change_requests_open_line_idx` ON `date_change_requests` (`line_id`) WHERE `status` = 'requested';

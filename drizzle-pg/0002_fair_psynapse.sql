ALTER TABLE "products" ADD COLUMN "inclusion_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_venues" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_venues" ADD COLUMN "description_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "description_id" text DEFAULT '' NOT NULL;
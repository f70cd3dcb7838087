ALTER TABLE "dealer_logos" ADD COLUMN "print_key" text;--> statement-breakpoint
ALTER TABLE "dealer_logos" ADD COLUMN "print_mask_key" text;--> statement-breakpoint
ALTER TABLE "dealer_logos" ADD COLUMN "raster_key" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "print_key" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "print_mask_key" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "raster_key" text;--> statement-breakpoint
CREATE INDEX "media_objects_tags_idx" ON "media_objects" USING gin ("tags");
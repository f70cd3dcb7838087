ALTER TABLE "regional_sheets" ADD COLUMN "translated_texts" integer;--> statement-breakpoint
ALTER TABLE "regional_sheets" ADD COLUMN "total_texts" integer;--> statement-breakpoint
ALTER TABLE "sheets" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Without the history of what each save changed, every version counts as a change.
UPDATE "sheets" SET "content_version" = "version";

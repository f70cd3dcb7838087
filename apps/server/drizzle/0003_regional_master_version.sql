ALTER TABLE "regional_sheets" ADD COLUMN "master_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sheet_revisions" ADD COLUMN "master_version" integer;--> statement-breakpoint
-- Existing copies: the master's version when the copy was made (its last revision saved by
-- then), else the master's current version.
UPDATE "regional_sheets" AS r SET "master_version" = coalesce(
	(SELECT max(v."version") FROM "sheet_revisions" AS v WHERE v."sheet_id" = r."master_id" AND v."created" <= r."created"),
	(SELECT s."version" FROM "sheets" AS s WHERE s."id" = r."master_id"),
	1
);

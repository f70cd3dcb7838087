-- Every committed change to a table tells each server process (LISTEN pms_changes), whichever
-- process or job made it: their read caches drop what they hold (see apps/server/src/http/readCache.ts).
-- Not on rate_limit_counters: no cached answer reads it, and logins under attack would empty the
-- caches. One notification per statement; PostgreSQL folds equal ones within a transaction into one.
CREATE OR REPLACE FUNCTION "pms_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pms_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "batch_export_files_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "batch_export_files" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "batch_exports_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "batch_exports" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "ci_fonts_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ci_fonts" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "dealer_logos_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dealer_logos" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "dealer_profiles_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dealer_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "dealer_sheet_values_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dealer_sheet_values" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "export_records_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "export_records" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "font_families_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "font_families" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "font_file_revisions_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "font_file_revisions" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "font_files_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "font_files" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "media_objects_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_objects" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "regional_sheets_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regional_sheets" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "sheet_revisions_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sheet_revisions" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "sheets_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sheets" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "users_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();

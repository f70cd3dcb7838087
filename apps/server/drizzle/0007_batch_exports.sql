CREATE TABLE "batch_export_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"hnr" text NOT NULL,
	"name" text NOT NULL,
	"file_key" text,
	"problem" text,
	CONSTRAINT "batch_export_files_dealer_unique" UNIQUE("batch_id","hnr")
);
--> statement-breakpoint
CREATE TABLE "batch_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sheet_id" integer,
	"regional_sheet_id" integer,
	"sheet_version" integer NOT NULL,
	"sheet_name" text NOT NULL,
	"region" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"finished" timestamp with time zone,
	CONSTRAINT "batch_exports_one_sheet_check" CHECK (("batch_exports"."sheet_id" is null) <> ("batch_exports"."regional_sheet_id" is null)),
	CONSTRAINT "batch_exports_status_check" CHECK ("batch_exports"."status" in ('queued', 'running', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "batch_export_files" ADD CONSTRAINT "batch_export_files_batch_id_batch_exports_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_exports" ADD CONSTRAINT "batch_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_exports" ADD CONSTRAINT "batch_exports_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_exports" ADD CONSTRAINT "batch_exports_regional_sheet_id_regional_sheets_id_fk" FOREIGN KEY ("regional_sheet_id") REFERENCES "public"."regional_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_exports_user_idx" ON "batch_exports" USING btree ("user_id","created");
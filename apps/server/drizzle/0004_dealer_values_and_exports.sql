CREATE TABLE "dealer_sheet_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sheet_id" integer,
	"regional_sheet_id" integer,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"selection" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_sheet_values_user_sheet_unique" UNIQUE("user_id","sheet_id"),
	CONSTRAINT "dealer_sheet_values_user_regional_unique" UNIQUE("user_id","regional_sheet_id"),
	CONSTRAINT "dealer_sheet_values_one_sheet_check" CHECK (("dealer_sheet_values"."sheet_id" is null) <> ("dealer_sheet_values"."regional_sheet_id" is null))
);
--> statement-breakpoint
CREATE TABLE "export_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sheet_id" integer,
	"regional_sheet_id" integer,
	"sheet_version" integer NOT NULL,
	"sheet_name" text NOT NULL,
	"request" jsonb NOT NULL,
	"format" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_records_one_sheet_check" CHECK (("export_records"."sheet_id" is null) <> ("export_records"."regional_sheet_id" is null))
);
--> statement-breakpoint
ALTER TABLE "dealer_sheet_values" ADD CONSTRAINT "dealer_sheet_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_sheet_values" ADD CONSTRAINT "dealer_sheet_values_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_sheet_values" ADD CONSTRAINT "dealer_sheet_values_regional_sheet_id_regional_sheets_id_fk" FOREIGN KEY ("regional_sheet_id") REFERENCES "public"."regional_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_records" ADD CONSTRAINT "export_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_records" ADD CONSTRAINT "export_records_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_records" ADD CONSTRAINT "export_records_regional_sheet_id_regional_sheets_id_fk" FOREIGN KEY ("regional_sheet_id") REFERENCES "public"."regional_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_records_user_idx" ON "export_records" USING btree ("user_id","created");
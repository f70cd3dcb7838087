CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hnr" text NOT NULL,
	"brand" text NOT NULL,
	"file_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_logos_hnr_brand_unique" UNIQUE("hnr","brand")
);
--> statement-breakpoint
CREATE TABLE "media_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"uploaded_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regional_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_id" integer NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'locked' NOT NULL,
	"data" jsonb NOT NULL,
	"sticky" boolean GENERATED ALWAYS AS (coalesce((data ->> 'sticky')::boolean, false)) STORED NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regional_sheets_master_region_unique" UNIQUE("master_id","region"),
	CONSTRAINT "regional_sheets_status_check" CHECK ("regional_sheets"."status" in ('locked', 'unlocked')),
	CONSTRAINT "regional_sheets_region_check" CHECK ("regional_sheets"."region" in ('none', 'at', 'cy-en', 'cz', 'bg', 'gr', 'hr', 'hu', 'mt', 'pl', 'ro', 'si', 'sk'))
);
--> statement-breakpoint
CREATE TABLE "sheet_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer,
	"regional_sheet_id" integer,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"details" text NOT NULL,
	"status" text NOT NULL,
	"category_id" integer,
	"data" jsonb NOT NULL,
	"created_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sheet_revisions_sheet_version_unique" UNIQUE("sheet_id","version"),
	CONSTRAINT "sheet_revisions_regional_version_unique" UNIQUE("regional_sheet_id","version"),
	CONSTRAINT "sheet_revisions_one_owner_check" CHECK (("sheet_revisions"."sheet_id" is null) <> ("sheet_revisions"."regional_sheet_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'locked' NOT NULL,
	"data" jsonb NOT NULL,
	"sticky" boolean GENERATED ALWAYS AS (coalesce((data ->> 'sticky')::boolean, false)) STORED NOT NULL,
	"category_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sheets_status_check" CHECK ("sheets"."status" in ('locked', 'unlocked'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"hnr" text,
	"password_change_recommended" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_sheets" ADD CONSTRAINT "regional_sheets_master_id_sheets_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_revisions" ADD CONSTRAINT "sheet_revisions_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_revisions" ADD CONSTRAINT "sheet_revisions_regional_sheet_id_regional_sheets_id_fk" FOREIGN KEY ("regional_sheet_id") REFERENCES "public"."regional_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_revisions" ADD CONSTRAINT "sheet_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheets" ADD CONSTRAINT "sheets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "media_objects_file_key_idx" ON "media_objects" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "regional_sheets_region_idx" ON "regional_sheets" USING btree ("region");--> statement-breakpoint
CREATE INDEX "sheet_revisions_sheet_idx" ON "sheet_revisions" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "sheet_revisions_regional_idx" ON "sheet_revisions" USING btree ("regional_sheet_id");--> statement-breakpoint
CREATE INDEX "sheets_category_idx" ON "sheets" USING btree ("category_id");
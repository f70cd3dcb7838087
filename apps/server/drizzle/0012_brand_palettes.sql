CREATE TABLE "palette_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"ci" text NOT NULL,
	"name" text NOT NULL,
	"cyan" double precision NOT NULL,
	"magenta" double precision NOT NULL,
	"yellow" double precision NOT NULL,
	"black" double precision NOT NULL,
	"spot_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "palette_colors_ci_name_unique" UNIQUE("ci","name"),
	CONSTRAINT "palette_colors_percent_check" CHECK ("palette_colors"."cyan" between 0 and 100 and "palette_colors"."magenta" between 0 and 100 and "palette_colors"."yellow" between 0 and 100 and "palette_colors"."black" between 0 and 100)
);
--> statement-breakpoint
CREATE TRIGGER "palette_colors_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "palette_colors" FOR EACH STATEMENT EXECUTE FUNCTION "pms_notify_change"();

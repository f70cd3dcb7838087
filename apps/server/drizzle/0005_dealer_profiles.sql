CREATE TABLE "dealer_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"hnr" text NOT NULL,
	"region" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_profiles_hnr_unique" UNIQUE("hnr"),
	CONSTRAINT "dealer_profiles_region_check" CHECK ("dealer_profiles"."region" in ('none', 'at', 'cy-en', 'cz', 'bg', 'gr', 'hr', 'hu', 'mt', 'pl', 'ro', 'si', 'sk'))
);

CREATE TABLE "ci_fonts" (
	"ci" text PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "font_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "font_families_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "font_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"face" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"checksum" text NOT NULL,
	"byte_size" integer NOT NULL,
	"font_name" text NOT NULL,
	"font_style" text NOT NULL,
	"missing" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "font_files_family_face_unique" UNIQUE("family_id","face"),
	CONSTRAINT "font_files_face_check" CHECK ("font_files"."face" in ('regular', 'bold', 'italic', 'boldItalic'))
);
--> statement-breakpoint
ALTER TABLE "ci_fonts" ADD CONSTRAINT "ci_fonts_family_id_font_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."font_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "font_files" ADD CONSTRAINT "font_files_family_id_font_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."font_families"("id") ON DELETE cascade ON UPDATE no action;
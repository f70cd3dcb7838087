CREATE TABLE "font_file_revisions" (
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
	"created" timestamp with time zone NOT NULL,
	"created_by" integer,
	"replaced" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "font_file_revisions_face_check" CHECK ("font_file_revisions"."face" in ('regular', 'bold', 'italic', 'boldItalic'))
);
--> statement-breakpoint
ALTER TABLE "font_files" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "font_file_revisions" ADD CONSTRAINT "font_file_revisions_family_id_font_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."font_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "font_file_revisions" ADD CONSTRAINT "font_file_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "font_file_revisions_family_face_idx" ON "font_file_revisions" USING btree ("family_id","face");--> statement-breakpoint
ALTER TABLE "font_files" ADD CONSTRAINT "font_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "download_files" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_files_sha256_idx" ON "download_files" USING btree ("sha256");--> statement-breakpoint
-- Downloads' titles and descriptions get a translation state, like the other texts.
INSERT INTO "translation_state" ("kind", "item_id", "locale") SELECT 'download', "download_id", "locale" FROM "download_texts" ON CONFLICT DO NOTHING;

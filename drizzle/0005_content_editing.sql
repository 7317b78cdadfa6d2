CREATE TABLE "content_drafts" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_drafts_kind_item_id_locale_pk" PRIMARY KEY("kind","item_id","locale")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_by_name" text,
	"origin" text DEFAULT 'back_office' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_state" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"locale" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"based_on" integer DEFAULT 1 NOT NULL,
	"edited_in" text DEFAULT 'files' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "translation_state_kind_item_id_locale_pk" PRIMARY KEY("kind","item_id","locale")
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "preview_token_hash" text;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_state" ADD CONSTRAINT "translation_state_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_item_idx" ON "content_versions" USING btree ("kind","item_id","locale","published_at");--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_preview_token_hash_unique" UNIQUE("preview_token_hash");--> statement-breakpoint
INSERT INTO "translation_state" ("kind", "item_id", "locale") SELECT 'product', "product_id", "locale" FROM "product_texts" ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "translation_state" ("kind", "item_id", "locale") SELECT 'news', "news_id", "locale" FROM "news_texts" ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "translation_state" ("kind", "item_id", "locale") SELECT 'faq', "faq_id", "locale" FROM "faq_texts" ON CONFLICT DO NOTHING;

CREATE TABLE "back_office_edits" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "back_office_edits_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "back_office_edits" ADD CONSTRAINT "back_office_edits_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Prices and flags staff already changed (before this mark existed) are marked too.
INSERT INTO "back_office_edits" ("kind", "item_id", "updated_at")
SELECT 'product', "target_id", max("at") FROM "audit_log"
WHERE "action" = 'product.update' AND "target_id" IN (SELECT "id" FROM "products")
GROUP BY "target_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The home slider's texts get a translation state, like the other texts.
INSERT INTO "translation_state" ("kind", "item_id", "locale") SELECT 'slide', "slide_id", "locale" FROM "slide_texts" ON CONFLICT DO NOTHING;

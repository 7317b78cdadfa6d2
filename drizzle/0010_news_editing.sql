CREATE TABLE "news_related" (
	"news_id" text NOT NULL,
	"related_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "news_related_news_id_related_id_pk" PRIMARY KEY("news_id","related_id")
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_related" ADD CONSTRAINT "news_related_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_related" ADD CONSTRAINT "news_related_related_id_news_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Product categories' names and descriptions get a translation state, like the other texts.
INSERT INTO "translation_state" ("kind", "item_id", "locale") SELECT 'category', "category_id", "locale" FROM "product_category_texts" ON CONFLICT DO NOTHING;

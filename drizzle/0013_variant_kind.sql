ALTER TABLE "products" ADD COLUMN "variant_kind" text DEFAULT 'colour' NOT NULL;--> statement-breakpoint
-- The demo shampoos and conditioner come in bottles (250 ml, 500 ml), not colours.
UPDATE "products" SET "variant_kind" = 'size' WHERE "id" IN (SELECT "product_id" FROM "product_colors" WHERE "id" ~ '^[0-9]+ml$');

-- Products staff create in the back office start as drafts (issue 13): a draft is invisible to the
-- shop (lists, product page, search, sitemap, home, cart and checkout) until an editor makes it
-- active, which needs its English name and a variant with a photo. Every existing product is active.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "status" text NOT NULL DEFAULT 'active';--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT IF EXISTS "products_status_check";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("status" IN ('draft', 'active'));

-- Guest checkout (issue 16): an order without an account. It keeps the buyer's email and language
-- (for the confirmation and the status mails), and its idempotency scope is the guest cart's token
-- hash instead of the user. Order links: an unguessable token per link, only its SHA-256 stored,
-- with an expiry; the mail carries the token, and the order page opens the order with it.
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "locale" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "guest_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer" CHECK ("user_id" IS NOT NULL OR ("email" IS NOT NULL AND "guest_key" IS NOT NULL));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "orders_guest_idempotency" ON "orders" ("guest_key", "idempotency_key") WHERE "guest_key" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_links" (
  "token_hash" text PRIMARY KEY,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "expires_at" timestamptz NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_links_order_idx" ON "order_links" ("order_id");

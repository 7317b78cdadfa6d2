-- Mails no longer keep working credentials readable in the outbox: the body is stored with a
-- placeholder for each token and the tokens are sealed (AES-256-GCM, MAIL_SECRET_KEY) in
-- "secrets", which delivery clears (lib/server/mail-secrets.ts).
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "secrets" text;--> statement-breakpoint
-- Mails queued before this change hold their tokens in plain text and cannot be told apart
-- from their wording: the bodies of every kind that carried a link with a token are removed
-- (the mails themselves were delivered or, without SMTP, long read).
UPDATE "outbox" SET "text" = '[removed: this mail carried a link that worked as a credential]', "html" = NULL, "headers" = NULL
  WHERE "secrets" IS NULL AND ("kind" IN ('password-reset', 'email-change-confirm', 'alert-confirm', 'product-available') OR "kind" LIKE 'alert-%' OR "kind" LIKE 'order-%');--> statement-breakpoint
-- "Notify me" is double opt-in: a request waits, unconfirmed, for the link mailed to the address
-- (only the token's SHA-256 is kept, until it expires or is used). Requests stored before were
-- accepted under the earlier terms and stay active.
ALTER TABLE "product_notifications" ADD COLUMN IF NOT EXISTS "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "product_notifications" ADD COLUMN IF NOT EXISTS "confirm_expires_at" timestamptz;--> statement-breakpoint
ALTER TABLE "product_notifications" ADD COLUMN IF NOT EXISTS "confirmed_at" timestamptz;--> statement-breakpoint
UPDATE "product_notifications" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL AND "confirm_token_hash" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "product_notifications_confirm_idx" ON "product_notifications" ("confirm_token_hash");

-- One-click unsubscribe from "back in stock" mails (issue 16). Every such mail carries its own
-- unguessable token; only its SHA-256 is stored, with the address it was sent to. Posting the
-- token ends every pending "notify me" request of that address (all products).
CREATE TABLE IF NOT EXISTS "notice_unsubscribes" (
  "token_hash" text PRIMARY KEY,
  "email" citext NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notice_unsubscribes_email_idx" ON "notice_unsubscribes" ("email");

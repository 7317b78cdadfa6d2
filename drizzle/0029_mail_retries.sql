-- Every mail is a job: a delivery attempt takes a mail when "next_attempt_at" has come (a worker in
-- each instance polls with FOR UPDATE SKIP LOCKED), a failure moves it later (exponential backoff)
-- and after MAIL_MAX_ATTEMPTS failures "dead_at" marks it given up (lib/server/mail.ts).
-- Mails still waiting from before (failed once and never retried) become due at once.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE sent_at is null and dead_at is null;

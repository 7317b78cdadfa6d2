-- Staff sign-in limits that hold across pending sign-ins, addresses and app instances (counters in
-- PostgreSQL, not in process memory), and an enrolment secret bound to one pending sign-in.
-- Wrong second-factor codes per staff account: a slowdown, then a temporary lock of the second
-- factor (never of the password); reset by a correct code.
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "totp_failures" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "totp_retry_at" timestamptz;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "totp_locked_until" timestamptz;--> statement-breakpoint
-- The member's language for mails about the account (the back office's language at the last sign-in).
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "locale" text;--> statement-breakpoint
-- The secret shown at enrolment lives on the pending sign-in that showed it, sealed, until a code
-- confirms it; each display replaces it. A secret written to `staff` before enrolment (the old
-- flow showed the same one until confirmed) is dropped: whoever saw it must not be able to enrol it.
ALTER TABLE "staff_sessions" ADD COLUMN IF NOT EXISTS "enrol_secret" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN IF NOT EXISTS "enrol_expires_at" timestamptz;--> statement-breakpoint
UPDATE "staff" SET "totp_secret" = NULL WHERE "totp_enrolled_at" IS NULL AND "totp_secret" IS NOT NULL;--> statement-breakpoint
-- Password attempts per typed email (staff account or not, so a 429 tells nothing about which
-- addresses are accounts): after a few, each attempt waits longer, at most a bounded time.
CREATE TABLE IF NOT EXISTS "staff_password_attempts" (
  "email" citext PRIMARY KEY,
  "attempts" integer NOT NULL DEFAULT 0,
  "last_attempt_at" timestamptz NOT NULL DEFAULT now(),
  "locked_until" timestamptz
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_password_attempts_last_idx" ON "staff_password_attempts" ("last_attempt_at");

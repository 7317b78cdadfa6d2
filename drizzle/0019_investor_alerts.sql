-- Email alerts (issue 17): investors subscribe to announcements and/or news with double opt-in.
-- A subscription is one address; what it asks for (topics, language) changes only when the
-- emailed link is confirmed, so nobody can subscribe or re-point someone else's address.
CREATE TABLE "alert_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "email" citext NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "locale" text NOT NULL,
  "topics" text[] DEFAULT '{}' NOT NULL,
  "pending_locale" text,
  "pending_topics" text[],
  "confirm_token_hash" text,
  "confirm_expires_at" timestamp with time zone,
  "unsubscribe_token" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "confirmed_at" timestamp with time zone,
  "unsubscribed_at" timestamp with time zone,
  CONSTRAINT "alert_subscriptions_email_unique" UNIQUE("email"),
  CONSTRAINT "alert_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
  CONSTRAINT "alert_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
  CONSTRAINT "alert_subscriptions_status_check" CHECK ("status" IN ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
CREATE INDEX "alert_subscriptions_active_idx" ON "alert_subscriptions" USING btree ("locale") WHERE "status" = 'active';
--> statement-breakpoint
-- One alert per article and language, whatever happens to the article afterwards.
CREATE TABLE "alert_dispatches" (
  "news_id" text NOT NULL REFERENCES "news"("id") ON DELETE CASCADE,
  "locale" text NOT NULL,
  "topic" text NOT NULL,
  "recipients" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "alert_dispatches_pk" PRIMARY KEY("news_id", "locale")
);
--> statement-breakpoint
-- Extra mail headers (List-Unsubscribe, List-Unsubscribe-Post).
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;

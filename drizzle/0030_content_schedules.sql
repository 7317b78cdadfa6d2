-- Scheduled publishing (issue 33): a draft published at a chosen time by the scheduler of one of
-- the app instances (FOR UPDATE SKIP LOCKED keeps two from publishing it). One row per draft, gone
-- with the draft; kept in the database so that a restart loses no schedule.
CREATE TABLE "content_schedules" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"locale" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"scheduled_by" uuid,
	"scheduled_by_name" text NOT NULL,
	"scheduled_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "content_schedules_kind_item_id_locale_pk" PRIMARY KEY("kind","item_id","locale")
);
--> statement-breakpoint
ALTER TABLE "content_schedules" ADD CONSTRAINT "content_schedules_scheduled_by_staff_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_schedules" ADD CONSTRAINT "content_schedules_draft_fk" FOREIGN KEY ("kind","item_id","locale") REFERENCES "public"."content_drafts"("kind","item_id","locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_schedules_due_idx" ON "content_schedules" USING btree ("publish_at");
ALTER TABLE "certificates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
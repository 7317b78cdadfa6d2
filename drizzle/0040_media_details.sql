ALTER TABLE "media" ADD COLUMN "alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_x" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_y" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "media_tags_idx" ON "media" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_focal_range" CHECK ("media"."focal_x" between 0 and 1 and "media"."focal_y" between 0 and 1);
ALTER TABLE "refunds" ALTER COLUMN "provider_ref" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'done') and ("refunds"."status" = 'pending' or "refunds"."provider_ref" is not null));
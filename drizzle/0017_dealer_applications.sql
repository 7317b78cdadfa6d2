-- "Become a dealer" (issue 17): applications from the public form at /dealer, read and moved
-- through their statuses by support and admins in the back office.
CREATE TABLE "dealer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company" text NOT NULL,
	"country" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company_website" text,
	"channels" text[] NOT NULL,
	"volume" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"ip_hash" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dealer_applications_status_idx" ON "dealer_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "dealer_applications_country_idx" ON "dealer_applications" USING btree ("country","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_applications_idempotency" ON "dealer_applications" USING btree ("idempotency_key");

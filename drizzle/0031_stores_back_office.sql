-- Stores and agents kept by staff at /admin/stores (issue 32). A closed store keeps its row (and its
-- id, the key of the CSV import) with `closed_at` set; the public finder lists only open ones.
-- `updated_at` is the version the back office's edits are checked against.
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "updated_at" timestamp with time zone DEFAULT now() NOT NULL;

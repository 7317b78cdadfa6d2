-- Returns (issue 16): a buyer asks to send back lines of a shipped or delivered order, with a
-- reason and an optional comment; staff approve, reject or mark it refunded. The lines asked back
-- are kept per request; what open (not rejected) requests already ask back limits the next one.
CREATE TABLE IF NOT EXISTS "return_requests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "number" serial NOT NULL UNIQUE,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "comment" text NOT NULL DEFAULT '',
  "status" text NOT NULL DEFAULT 'requested',
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "return_requests_reason" CHECK ("reason" IN ('changed_mind', 'damaged', 'wrong_item', 'not_as_described', 'other')),
  CONSTRAINT "return_requests_status" CHECK ("status" IN ('requested', 'approved', 'rejected', 'refunded'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_requests_order_idx" ON "return_requests" ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_requests_status_idx" ON "return_requests" ("status", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "return_request_items" (
  "request_id" uuid NOT NULL REFERENCES "return_requests"("id") ON DELETE CASCADE,
  "product_id" text NOT NULL,
  "color_id" text NOT NULL,
  "quantity" integer NOT NULL,
  PRIMARY KEY ("request_id", "product_id", "color_id"),
  CONSTRAINT "return_request_items_quantity" CHECK ("quantity" > 0)
);

CREATE TABLE "order_withdrawals" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"return_request_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_withdrawals_channel" CHECK ("order_withdrawals"."channel" in ('account', 'link')),
	CONSTRAINT "order_withdrawals_outcome" CHECK ("order_withdrawals"."outcome" in ('cancelled', 'return'))
);
--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "avatar_images" (
	"id" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"ok" boolean NOT NULL,
	"ref" text,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

-- Investor relations (issue 17): financial reports by year and period, and the events calendar.
-- Announcements are news articles of the category `announcements` (seed data), no table here.
CREATE TABLE "financial_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"file" text NOT NULL,
	"bytes" integer NOT NULL,
	"published_at" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_reports_period_check" CHECK ("period" IN ('Q1', 'Q2', 'Q3', 'Q4', 'H1', 'FY')),
	CONSTRAINT "financial_reports_kind_check" CHECK ("kind" IN ('quarterly', 'interim', 'annual')),
	CONSTRAINT "financial_reports_bytes_check" CHECK ("bytes" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "financial_reports_year_period_idx" ON "financial_reports" USING btree ("year", "period");--> statement-breakpoint
CREATE TABLE "financial_report_texts" (
	"report_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "financial_report_texts_report_id_locale_pk" PRIMARY KEY("report_id","locale")
);
--> statement-breakpoint
ALTER TABLE "financial_report_texts" ADD CONSTRAINT "financial_report_texts_report_id_financial_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."financial_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "investor_events" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_events_kind_check" CHECK ("kind" IN ('earnings_call', 'agm', 'conference')),
	CONSTRAINT "investor_events_ends_check" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX "investor_events_starts_idx" ON "investor_events" USING btree ("starts_at");--> statement-breakpoint
CREATE TABLE "investor_event_texts" (
	"event_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	CONSTRAINT "investor_event_texts_event_id_locale_pk" PRIMARY KEY("event_id","locale")
);
--> statement-breakpoint
ALTER TABLE "investor_event_texts" ADD CONSTRAINT "investor_event_texts_event_id_investor_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."investor_events"("id") ON DELETE cascade ON UPDATE no action;

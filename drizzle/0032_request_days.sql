-- Requests and server errors (5xx answers) per UTC day, added by every app instance every minute
-- (scripts/lib/request-days.mjs), for the back office dashboard's server-error chart (issue 33).
CREATE TABLE "request_days" (
	"day" date PRIMARY KEY NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"server_errors" bigint DEFAULT 0 NOT NULL
);

-- The audit log is append-only in the database itself, not only by convention in the code: an
-- UPDATE, DELETE or TRUNCATE of "audit_log" raises, whoever sends it (a bug, a hand-typed query, a
-- stolen application connection). One UPDATE is let through: the one the foreign key makes when a
-- staff account is removed (ON DELETE SET NULL on "staff_id"), which changes nothing else — the
-- entry keeps "actor", the member's email at the time. Only the owner of the table can drop or
-- disable these triggers (a schema change, visible in a migration).
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND pg_trigger_depth() > 1
     AND OLD."staff_id" IS NOT NULL AND NEW."staff_id" IS NULL
     AND (to_jsonb(NEW) - 'staff_id') = (to_jsonb(OLD) - 'staff_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
-- Forgotten staff passwords (the back office's own reset, apart from customers' password_resets):
-- the token is stored as its SHA-256 only, used once, valid for an hour at most.
CREATE TABLE IF NOT EXISTS "staff_password_resets" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "staff_id" uuid NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL UNIQUE,
  "expires_at" timestamptz NOT NULL,
  "used_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_password_resets_staff_idx" ON "staff_password_resets" ("staff_id");

CREATE TABLE "office_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"staff_second_factor" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_accounts" ADD COLUMN "one_time_password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "office_accounts" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "office_audit" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "office_audit" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "office_recovery_codes" ADD CONSTRAINT "office_recovery_codes_account_id_office_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."office_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "office_recovery_codes_hash_idx" ON "office_recovery_codes" USING btree ("account_id","code_hash");--> statement-breakpoint
CREATE INDEX "office_audit_account_failures_idx" ON "office_audit" USING btree ("account_id","at") WHERE "office_audit"."action" = 'sign-in-failed';--> statement-breakpoint
CREATE INDEX "office_audit_network_failures_idx" ON "office_audit" USING btree ("network","at") WHERE "office_audit"."action" = 'sign-in-failed';--> statement-breakpoint
ALTER TABLE "office_accounts" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "office_accounts" DROP COLUMN "locks";--> statement-breakpoint
ALTER TABLE "office_accounts" DROP COLUMN "locked_until";--> statement-breakpoint
-- The access record is append-only and chained (docs/office.md, "Access record"): each row's hash
-- covers the hash of the row before and every column of its own, so a changed or removed row breaks
-- the chain (office/audit/audit-chain.ts verifies it). Rows are numbered under a lock, so ids
-- follow the chain even when transactions commit in another order.
CREATE FUNCTION office_audit_row_hash(prev text, r office_audit) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(json_build_array(prev, r.id, to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), r.account_id, r.username, r.role, r.action, r.order_id, r.detail, r.network)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE FUNCTION office_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('office_audit_chain'));
  NEW.id := nextval(pg_get_serial_sequence('office_audit', 'id'));
  SELECT hash INTO NEW.prev_hash FROM office_audit ORDER BY id DESC LIMIT 1;
  NEW.hash := office_audit_row_hash(NEW.prev_hash, NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION office_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the retention job's deletion of rows past five years (retention.ts, RETENTION.auditYears).
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '5 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'office_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER office_audit_chain BEFORE INSERT ON office_audit FOR EACH ROW EXECUTE FUNCTION office_audit_chain();--> statement-breakpoint
CREATE TRIGGER office_audit_append_only BEFORE UPDATE OR DELETE ON office_audit FOR EACH ROW EXECUTE FUNCTION office_audit_append_only();--> statement-breakpoint
CREATE TRIGGER office_audit_no_truncate BEFORE TRUNCATE ON office_audit FOR EACH STATEMENT EXECUTE FUNCTION office_audit_append_only();--> statement-breakpoint
-- Rows from before the chain are chained now, in id order: the record's history is covered too.
DO $$
DECLARE
  r office_audit;
  prev text := NULL;
BEGIN
  ALTER TABLE office_audit DISABLE TRIGGER office_audit_append_only;
  FOR r IN SELECT * FROM office_audit ORDER BY id LOOP
    UPDATE office_audit SET prev_hash = prev, hash = office_audit_row_hash(prev, r) WHERE id = r.id;
    prev := office_audit_row_hash(prev, r);
  END LOOP;
  ALTER TABLE office_audit ENABLE TRIGGER office_audit_append_only;
END
$$;

CREATE TABLE "c2b_registrations" (
	"short_code" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"origin" text NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mpesa_evidence" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"reference" text,
	"amount" numeric(12, 2),
	"state" text DEFAULT 'received' NOT NULL,
	"problem" text,
	"outcome" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "mpesa_prompts_in_flight_idx";--> statement-breakpoint
ALTER TABLE "mpesa_prompts" ALTER COLUMN "result_code" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD COLUMN "link_note" text;--> statement-breakpoint
CREATE INDEX "mpesa_evidence_pending_idx" ON "mpesa_evidence" USING btree ("received_at") WHERE "mpesa_evidence"."state" = 'received';--> statement-breakpoint
CREATE INDEX "mpesa_evidence_unreadable_idx" ON "mpesa_evidence" USING btree ("received_at" DESC NULLS LAST) WHERE "mpesa_evidence"."state" = 'unreadable';--> statement-breakpoint
CREATE INDEX "mpesa_evidence_received_idx" ON "mpesa_evidence" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "mpesa_prompts_phone_idx" ON "mpesa_prompts" USING btree ("phone","amount","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_prompts_in_flight_idx" ON "mpesa_prompts" USING btree ("order_id") WHERE "mpesa_prompts"."state" IN ('sending', 'sent', 'unknown');
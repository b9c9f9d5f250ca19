CREATE TABLE "mpesa_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" text,
	"source" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"msisdn" text,
	"first_name" text,
	"bill_ref_number" text,
	"ref_order_id" text,
	"short_code" text,
	"trans_time" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" text,
	"matched_by" text,
	"checkout_request_id" text,
	CONSTRAINT "mpesa_payments_trans_id_unique" UNIQUE("trans_id"),
	CONSTRAINT "mpesa_payments_checkout_request_id_unique" UNIQUE("checkout_request_id")
);
--> statement-breakpoint
CREATE TABLE "mpesa_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"checkout_request_id" text,
	"merchant_request_id" text,
	"phone" text NOT NULL,
	"amount" integer NOT NULL,
	"account_reference" text NOT NULL,
	"state" text NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"receipt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"next_query_at" timestamp with time zone,
	"query_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mpesa_prompts_checkout_request_id_unique" UNIQUE("checkout_request_id")
);
--> statement-breakpoint
CREATE TABLE "service_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_flag" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_typed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_prompts" ADD CONSTRAINT "mpesa_prompts_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_payments_order_idx" ON "mpesa_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mpesa_payments_ref_idx" ON "mpesa_payments" USING btree ("ref_order_id");--> statement-breakpoint
CREATE INDEX "mpesa_payments_unmatched_idx" ON "mpesa_payments" USING btree ("received_at" DESC NULLS LAST) WHERE "mpesa_payments"."order_id" IS NULL;--> statement-breakpoint
CREATE INDEX "mpesa_prompts_order_idx" ON "mpesa_prompts" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_prompts_in_flight_idx" ON "mpesa_prompts" USING btree ("order_id") WHERE "mpesa_prompts"."state" IN ('sending', 'sent');--> statement-breakpoint
CREATE INDEX "mpesa_prompts_due_idx" ON "mpesa_prompts" USING btree ("next_query_at") WHERE "mpesa_prompts"."state" = 'sent';--> statement-breakpoint
CREATE INDEX "orders_flagged_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST) WHERE "orders"."payment_flag" IS NOT NULL;--> statement-breakpoint
-- M-Pesa orders stored before payments confirmed themselves carry the shopper's typed code and
-- wait for the owner to check the till statement: they await its confirmation now. Their
-- code_typed_at stays null, so the typed-code sweep never flags them.
UPDATE "orders" SET "status" = 'awaiting-confirmation' WHERE "payment_method" = 'mpesa' AND "status" = 'placed';--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "note") SELECT "order_id", 'awaiting confirmation', 'status renamed: M-Pesa orders are now confirmed by the till' FROM "orders" WHERE "payment_method" = 'mpesa' AND "status" = 'awaiting-confirmation';

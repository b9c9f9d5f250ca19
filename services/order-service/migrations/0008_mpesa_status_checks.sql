CREATE TABLE "mpesa_status_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" text NOT NULL,
	"order_id" text,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"conversation_id" text,
	"originator_conversation_id" text,
	"result_code" text,
	"amount" numeric(12, 2),
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "mpesa_status_checks_conversation_id_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
ALTER TABLE "mpesa_status_checks" ADD CONSTRAINT "mpesa_status_checks_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_status_checks_receipt_idx" ON "mpesa_status_checks" USING btree ("trans_id","reason");--> statement-breakpoint
CREATE INDEX "mpesa_status_checks_order_idx" ON "mpesa_status_checks" USING btree ("order_id");
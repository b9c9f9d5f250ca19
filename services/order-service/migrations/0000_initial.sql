CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"product_interest" text,
	"message" text NOT NULL,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"closed_at" timestamp with time zone,
	"payment_method" text NOT NULL,
	"mpesa_transaction_id" text,
	"customer_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"customer_id" text,
	"email" text,
	"county" text NOT NULL,
	"pickup_station_id" text NOT NULL,
	"pickup_station_name" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"shipping" integer NOT NULL,
	"total" integer NOT NULL,
	"claimed_total" integer NOT NULL,
	"price_check" jsonb NOT NULL,
	"coupon" text,
	"notes" text,
	"submission" jsonb NOT NULL,
	"forward_state" text NOT NULL,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	"forward_next_at" timestamp with time zone,
	CONSTRAINT "orders_mpesa_transaction_id_unique" UNIQUE("mpesa_transaction_id")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_forward_idx" ON "orders" USING btree ("forward_next_at") WHERE "orders"."forward_state" = 'pending';
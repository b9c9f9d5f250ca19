ALTER TABLE "orders" ADD COLUMN "purchase_key" text;--> statement-breakpoint
CREATE INDEX "orders_purchase_idx" ON "orders" USING btree ("purchase_key","created_at" DESC NULLS LAST);
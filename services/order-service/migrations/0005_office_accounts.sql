CREATE TABLE "office_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locks" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "office_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" text,
	"username" text,
	"role" text,
	"action" text NOT NULL,
	"order_id" text,
	"detail" jsonb,
	"network" text
);
--> statement-breakpoint
CREATE TABLE "office_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "office_sessions" ADD CONSTRAINT "office_sessions_account_id_office_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."office_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_audit_at_idx" ON "office_audit" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "office_audit_order_idx" ON "office_audit" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "office_audit_account_idx" ON "office_audit" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "office_sessions_account_idx" ON "office_sessions" USING btree ("account_id");
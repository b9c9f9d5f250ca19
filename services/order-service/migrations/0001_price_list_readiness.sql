CREATE TABLE "price_lists" (
	"source" text PRIMARY KEY NOT NULL,
	"list" jsonb NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_probe" (
	"id" smallint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);

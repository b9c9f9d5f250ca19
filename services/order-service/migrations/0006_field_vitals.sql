CREATE TABLE "field_vitals" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "field_vitals_day_page_metric_bucket_pk" PRIMARY KEY("day","page","metric","bucket")
);

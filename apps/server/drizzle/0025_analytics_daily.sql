CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dim" text NOT NULL,
	"name" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_dim_day_name_pk" PRIMARY KEY("dim","day","name")
);

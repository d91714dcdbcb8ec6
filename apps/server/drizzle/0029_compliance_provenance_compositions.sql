CREATE TABLE "ingredient_constituents" (
	"ingredient_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"inci_name" text NOT NULL,
	"cas_number" text,
	"percent" numeric(12,4) NOT NULL,
	"max_percent" numeric(12,4),
	"source" text DEFAULT '' NOT NULL,
	CONSTRAINT "ingredient_constituents_ingredient_id_position_pk" PRIMARY KEY("ingredient_id","position"),
	CONSTRAINT "ingredient_constituents_percent_check" CHECK ("ingredient_constituents"."percent" >= 0 and "ingredient_constituents"."percent" <= 100),
	CONSTRAINT "ingredient_constituents_max_percent_check" CHECK ("ingredient_constituents"."max_percent" is null or ("ingredient_constituents"."max_percent" >= "ingredient_constituents"."percent" and "ingredient_constituents"."max_percent" <= 100))
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "composition_document_id" uuid;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "composition_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "composition_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "positive_scope" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "expressed_as" text;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "not_with" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "children_under" smallint;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "sell_off_until" date;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "verified_on" date;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "consolidated_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredient_constituents" ADD CONSTRAINT "ingredient_constituents_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_composition_document_id_files_id_fk" FOREIGN KEY ("composition_document_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredients_composition_updated_idx" ON "ingredients" USING btree ("composition_updated_at");--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_children_under_check" CHECK ("compliance_rules"."children_under" is null or "compliance_rules"."children_under" between 1 and 18);
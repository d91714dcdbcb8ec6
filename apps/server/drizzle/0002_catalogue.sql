CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"doc_kind" text,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"owner_type" text,
	"owner_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inci_name" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"cas_number" text,
	"ec_number" text,
	"category_id" integer NOT NULL,
	"function_ids" integer[] DEFAULT '{}' NOT NULL,
	"description_ko" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"use_min" numeric(12,4),
	"use_max" numeric(12,4),
	"max_leave_on" numeric(12,4),
	"max_rinse_off" numeric(12,4),
	"limit_note" text,
	"allergen" boolean DEFAULT false NOT NULL,
	"price_per_kg" integer NOT NULL,
	"moq_kg" numeric(12,4) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"image_ids" uuid[] DEFAULT '{}' NOT NULL,
	"document_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(inci_name || ' ' || name_ko || ' ' || name_en || ' ' || coalesce(cas_number, ''))) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', inci_name || ' ' || name_ko || ' ' || name_en || ' ' || description_ko || ' ' || description_en)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"trade_name" text NOT NULL,
	"supplier" text NOT NULL,
	"unit_cost_per_kg" integer NOT NULL,
	"stock_kg" numeric(12,4) NOT NULL,
	"reorder_level_kg" numeric(12,4) NOT NULL,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"type_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"capacity_ml" numeric(12,4),
	"finish_ids" integer[] DEFAULT '{}' NOT NULL,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moq" integer NOT NULL,
	"price_tiers" jsonb NOT NULL,
	"from_price" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"description_ko" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"image_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(code || ' ' || name_ko || ' ' || name_en)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_category_id_terms_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_materials" ADD CONSTRAINT "sub_materials_type_id_terms_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_materials" ADD CONSTRAINT "sub_materials_material_id_terms_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE owner_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_kind_slug_idx" ON "terms" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "terms_kind_order_idx" ON "terms" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_inci_unique" ON "ingredients" USING btree (lower("inci_name"));--> statement-breakpoint
CREATE INDEX "ingredients_search_trgm_idx" ON "ingredients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ingredients_search_fts_idx" ON "ingredients" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "ingredients_functions_idx" ON "ingredients" USING gin ("function_ids");--> statement-breakpoint
CREATE INDEX "ingredients_category_idx" ON "ingredients" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ingredients_cas_idx" ON "ingredients" USING btree ("cas_number");--> statement-breakpoint
CREATE INDEX "ingredients_name_en_idx" ON "ingredients" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "materials_ingredient_idx" ON "materials" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "materials_trade_name_idx" ON "materials" USING btree ("trade_name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_materials_code_idx" ON "sub_materials" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sub_materials_search_trgm_idx" ON "sub_materials" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_materials_type_idx" ON "sub_materials" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "sub_materials_material_idx" ON "sub_materials" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "sub_materials_finishes_idx" ON "sub_materials" USING gin ("finish_ids");--> statement-breakpoint
CREATE INDEX "sub_materials_capacity_idx" ON "sub_materials" USING btree ("capacity_ml");
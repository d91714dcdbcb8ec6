CREATE TABLE "recipe_lines" (
	"recipe_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"percent" numeric(12,4) NOT NULL,
	"phase" text,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "recipe_lines_recipe_id_position_pk" PRIMARY KEY("recipe_id","position")
);
--> statement-breakpoint
CREATE TABLE "recipe_revisions" (
	"recipe_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"total_percent" numeric(12,4) NOT NULL,
	"valid" boolean NOT NULL,
	"line_count" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_revisions_recipe_id_number_pk" PRIMARY KEY("recipe_id","number")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"function_ids" integer[] DEFAULT '{}' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"costing" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_percent" numeric(12,4) DEFAULT 0 NOT NULL,
	"valid" boolean DEFAULT false NOT NULL,
	"copied_from_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_revisions" ADD CONSTRAINT "recipe_revisions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_revisions" ADD CONSTRAINT "recipe_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_copied_from_id_recipes_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_lines_ingredient_idx" ON "recipe_lines" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "recipes_owner_updated_idx" ON "recipes" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "recipes_owner_name_idx" ON "recipes" USING btree ("owner_id",lower("name"),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "recipes_public_updated_idx" ON "recipes" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "recipes_search_trgm_idx" ON "recipes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_updated_idx" ON "recipes" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
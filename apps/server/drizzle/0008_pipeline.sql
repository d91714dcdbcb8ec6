CREATE TABLE "workflow_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"note" text DEFAULT '' NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"action" text NOT NULL,
	"ref" text NOT NULL,
	"state" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"owner_id" text NOT NULL,
	"recipe_id" uuid,
	"recipe_revision" integer NOT NULL,
	"recipe_name" text NOT NULL,
	"recipe_snapshot" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"packaging_id" uuid,
	"packaging_name" text,
	"shipping" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"fee" bigint,
	"paid_at" timestamp with time zone,
	"carrier" text,
	"tracking_number" text,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"quote_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"unit_price" bigint NOT NULL,
	"total" bigint NOT NULL,
	"lead_time_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_revisions_quote_id_number_pk" PRIMARY KEY("quote_id","number")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"owner_id" text NOT NULL,
	"recipe_id" uuid,
	"recipe_revision" integer NOT NULL,
	"recipe_name" text NOT NULL,
	"recipe_snapshot" jsonb NOT NULL,
	"packaging_id" uuid,
	"packaging_name" text,
	"quantity" integer NOT NULL,
	"wished_date" date,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"unit_price" bigint,
	"total" bigint,
	"lead_time_days" integer,
	"valid_until" date,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"owner_id" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_revision" integer NOT NULL,
	"recipe_id" uuid,
	"recipe_revision" integer NOT NULL,
	"recipe_name" text NOT NULL,
	"packaging_name" text,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"total" bigint NOT NULL,
	"state" text DEFAULT 'pending_payment' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"paid_at" timestamp with time zone,
	"carrier" text,
	"tracking_number" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "production_orders_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_emails" jsonb DEFAULT '{"samples":true,"quotes":true,"orders":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_events" ADD CONSTRAINT "workflow_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_packaging_id_sub_materials_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."sub_materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_packaging_id_sub_materials_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."sub_materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_events_subject_idx" ON "workflow_events" USING btree ("subject","subject_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "sample_requests_owner_idx" ON "sample_requests" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_state_idx" ON "sample_requests" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_created_idx" ON "sample_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_recipe_idx" ON "sample_requests" USING btree ("recipe_id") WHERE recipe_id is not null;--> statement-breakpoint
CREATE INDEX "quotes_owner_idx" ON "quotes" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_state_idx" ON "quotes" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_quoted_valid_idx" ON "quotes" USING btree ("valid_until") WHERE state = 'quoted';--> statement-breakpoint
CREATE INDEX "quotes_recipe_idx" ON "quotes" USING btree ("recipe_id") WHERE recipe_id is not null;--> statement-breakpoint
CREATE INDEX "production_orders_owner_idx" ON "production_orders" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "production_orders_owner_state_idx" ON "production_orders" USING btree ("owner_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "production_orders_state_idx" ON "production_orders" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "production_orders_created_idx" ON "production_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "production_orders_recipe_idx" ON "production_orders" USING btree ("recipe_id") WHERE recipe_id is not null;
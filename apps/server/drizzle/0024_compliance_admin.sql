CREATE TABLE "compliance_rechecks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"before" jsonb,
	"requested_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"recipes_checked" integer,
	"recipes_changed" integer
);
--> statement-breakpoint
CREATE TABLE "compliance_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"market" text NOT NULL,
	"file_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_rule_checks" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"digest" text NOT NULL,
	"changed" boolean NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "notification_emails" SET DEFAULT '{"samples":true,"quotes":true,"orders":true,"compliance":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "compliance_rechecks" ADD CONSTRAINT "compliance_rechecks_rule_id_compliance_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."compliance_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rechecks" ADD CONSTRAINT "compliance_rechecks_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_reports" ADD CONSTRAINT "compliance_reports_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_reports" ADD CONSTRAINT "compliance_reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_reports" ADD CONSTRAINT "compliance_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_rule_checks" ADD CONSTRAINT "recipe_rule_checks_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_rechecks_pending_idx" ON "compliance_rechecks" USING btree ("id") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "compliance_rechecks_rule_idx" ON "compliance_rechecks" USING btree ("rule_id","version");--> statement-breakpoint
CREATE INDEX "compliance_reports_recipe_idx" ON "compliance_reports" USING btree ("recipe_id","market");
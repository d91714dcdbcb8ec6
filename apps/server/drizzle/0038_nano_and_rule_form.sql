ALTER TABLE "ingredients" ADD COLUMN "nano" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "form" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_form_check" CHECK ("compliance_rules"."form" in ('any', 'nano', 'non-nano'));
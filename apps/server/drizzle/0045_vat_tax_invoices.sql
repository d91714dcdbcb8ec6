CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text DEFAULT 'original' NOT NULL,
	"amends" uuid,
	"state" text DEFAULT 'issued' NOT NULL,
	"issue_date" date NOT NULL,
	"supplier_brn" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_ceo" text NOT NULL,
	"buyer_brn" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_ceo" text NOT NULL,
	"buyer_email" text NOT NULL,
	"item" text NOT NULL,
	"supply_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "vat" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_treatment" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "vat" bigint;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "vat" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "tax_treatment" text;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_invoices_order_idx" ON "tax_invoices" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "tax_invoices_issue_idx" ON "tax_invoices" USING btree ("issue_date","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_one_issued_idx" ON "tax_invoices" USING btree ("order_id") WHERE kind = 'original' and state = 'issued';
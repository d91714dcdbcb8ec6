CREATE TABLE "order_shipments" (
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"quantity" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" text,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_order_id_number_pk" PRIMARY KEY("order_id","number")
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "country" text DEFAULT 'KR' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- an order shipped before shipments existed left as one shipment of its whole quantity, when its 'ship' step was taken
INSERT INTO "order_shipments" ("order_id", "number", "quantity", "carrier", "tracking_number", "note", "staff_id", "shipped_at")
SELECT o.id, 1, o.quantity, o.carrier, o.tracking_number, '', e.actor_id,
	coalesce(e.at, o.updated_at)
FROM "production_orders" o
LEFT JOIN LATERAL (
	SELECT w.at, w.actor_id FROM "workflow_events" w
	WHERE w.subject = 'order' AND w.subject_id = o.id AND w.action = 'ship' ORDER BY w.id DESC LIMIT 1
) e ON true
WHERE o.carrier IS NOT NULL AND o.tracking_number IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM "order_shipments" s WHERE s.order_id = o.id);

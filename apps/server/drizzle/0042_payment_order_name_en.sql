ALTER TABLE "payments" ADD COLUMN "order_name_en" text;--> statement-breakpoint
-- what each payment was for, in English, from the record it paid (names as the payment code writes them)
UPDATE "payments" p SET "order_name_en" = left(
  pu.product_name_en
    || CASE WHEN pu.option_name_en <> '' AND pu.option_name_en <> pu.product_name_en THEN ' (' || pu.option_name_en || ')' ELSE '' END
    || ' × ' || pu.quantity, 100)
FROM "purchases" pu WHERE p.kind = 'purchase' AND pu.id = p.target_id;
--> statement-breakpoint
UPDATE "payments" p SET "order_name_en" = left('Sample ' || p.target_ref || ' ' || s.recipe_name, 100)
FROM "sample_requests" s WHERE p.kind = 'sample' AND s.id = p.target_id;
--> statement-breakpoint
UPDATE "payments" p SET "order_name_en" = left('Production order ' || p.target_ref || ' ' || o.recipe_name, 100)
FROM "production_orders" o WHERE p.kind = 'order' AND o.id = p.target_id;

ALTER TABLE "purchases" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_idempotency_idx" ON "purchases" USING btree ("owner_id","idempotency_key");
ALTER TABLE "payment_events" ADD COLUMN "facts" jsonb;--> statement-breakpoint
-- Lines written before: their facts read back from the log text the server wrote (the patterns of
-- payments.core.ts / payments.service.ts / purchases.service.ts before this change). A line that
-- matches none keeps `facts` null and is shown as written.
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'started', 'amount', (m)[1]::numeric, 'gateway', (m)[2])
  FROM (SELECT id AS eid, regexp_match(detail, '^(\d+) KRW via (\S+)$') AS m FROM "payment_events" WHERE type = 'created') x
  WHERE id = x.eid AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'captured', 'amount', (m)[3]::numeric, 'method', nullif((m)[2], ''), 'via', (m)[1])
  FROM (SELECT id AS eid, regexp_match(detail, '^(confirm|webhook): ?(.*?) ?(\d+) KRW$') AS m FROM "payment_events" WHERE type = 'confirmed') x
  WHERE id = x.eid AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', CASE detail
    WHEN 'replaced by a new checkout' THEN 'replaced'
    WHEN 'left at the gateway' THEN 'left_at_gateway'
    WHEN 'purchase cancelled' THEN 'purchase_cancelled'
    WHEN 'paid offline' THEN 'paid_offline'
    WHEN 'The reservation ran out before payment' THEN 'reservation_ran_out' END)
  WHERE type = 'abandoned' AND detail IN ('replaced by a new checkout', 'left at the gateway', 'purchase cancelled', 'paid offline',
    'The reservation ran out before payment');--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'paid_by_other', 'orderId', substr(detail, 9))
  WHERE type = 'abandoned' AND detail LIKE 'paid by %';--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'payment_failed', 'code', substr(detail, 17))
  WHERE type = 'abandoned' AND detail LIKE 'Payment failed: %';--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'refunded', 'amount', (m)[1]::numeric, 'reason', (m)[2])
  FROM (SELECT id AS eid, regexp_match(detail, '^(\d+) KRW: (.*)$') AS m FROM "payment_events" WHERE type = 'refunded') x
  WHERE id = x.eid AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "payment_events" SET "facts" = '{"say":"already_paid"}'::jsonb WHERE type = 'confirm_replayed';--> statement-breakpoint
UPDATE "payment_events" SET "facts" = '{"say":"approved","gateway":"test"}'::jsonb
  WHERE type = 'approved_at_gateway' AND detail = 'test gateway';--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'declined', 'code', (m)[1], 'message', (m)[2])
  FROM (SELECT id AS eid, regexp_match(detail, '^([A-Za-z0-9_]+): ?(.*)$') AS m FROM "payment_events" WHERE type = 'failed') x
  WHERE id = x.eid AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "payment_events" e SET "facts" = jsonb_build_object('say', 'recorded_offline', 'amount', p.amount,
    'staff', (SELECT u.name FROM users u WHERE u.id::text = substr(e.detail, 10)))
  FROM payments p WHERE p.id = e.payment_id AND e.type = 'recorded_offline';--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'amount_mismatch', 'amount', (m)[1]::numeric, 'expected', (m)[2]::numeric)
  FROM (SELECT id AS eid, regexp_match(detail, '^amount (\d+) ≠ (\d+)$') AS m FROM "payment_events" WHERE type = 'confirm_refused') x
  WHERE id = x.eid AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "payment_events" SET "facts" = '{"say":"other_order_key"}'::jsonb
  WHERE type = 'confirm_refused' AND detail = 'paymentKey of another order';--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'not_payable', 'kind', (m)[1], 'state', nullif((m)[2], 'gone'))
  FROM (SELECT id AS eid, regexp_match(detail, '^the (purchase|sample|order) can no longer be paid \((\w+)\)$') AS m
    FROM "payment_events" WHERE type = 'confirm_refused') x
  WHERE id = x.eid AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'given_back', 'kind', (m)[1])
  FROM (SELECT id AS eid, regexp_match(detail, '^captured for a (purchase|sample|order) that can no longer be paid') AS m
    FROM "payment_events" WHERE type = 'webhook') x
  WHERE id = x.eid AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'gateway_status', 'status', substr(detail, 18))
  WHERE type = 'webhook' AND detail LIKE 'the gateway says %';--> statement-breakpoint
UPDATE "payment_events" SET "facts" = jsonb_build_object('say', 'refunded_at_gateway', 'amount', (m)[1]::numeric)
  FROM (SELECT id AS eid, regexp_match(detail, '^(\d+) KRW refunded at the gateway$') AS m FROM "payment_events" WHERE type = 'webhook') x
  WHERE id = x.eid AND x.m IS NOT NULL;--> statement-breakpoint
UPDATE "payment_events" SET "facts" = '{"say":"nothing_to_refund"}'::jsonb
  WHERE type = 'note' AND detail LIKE 'purchase % nothing left to refund';

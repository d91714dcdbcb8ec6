CREATE TABLE "compliance_markets" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"language" text NOT NULL,
	"authority" text NOT NULL,
	"framework" text NOT NULL,
	"allergen_leave_on" numeric(12,4),
	"allergen_rinse_off" numeric(12,4),
	"allergen_reference" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_rule_versions" (
	"rule_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"change" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_rule_versions_rule_id_version_pk" PRIMARY KEY("rule_id","version")
);
--> statement-breakpoint
CREATE TABLE "compliance_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" text NOT NULL,
	"inci_name" text NOT NULL,
	"cas_numbers" text[] DEFAULT '{}' NOT NULL,
	"kind" text NOT NULL,
	"max_percent" numeric(12,4),
	"product_types" text[] DEFAULT '{}' NOT NULL,
	"except_product_types" text[] DEFAULT '{}' NOT NULL,
	"exposures" text[] DEFAULT '{}' NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"conditions_ko" text DEFAULT '' NOT NULL,
	"warning" text DEFAULT '' NOT NULL,
	"warning_en" text DEFAULT '' NOT NULL,
	"label_above" numeric(12,4),
	"reference" text NOT NULL,
	"source_url" text DEFAULT '' NOT NULL,
	"effective_from" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_rules_kind_check" CHECK ("compliance_rules"."kind" in ('prohibited', 'restricted', 'conditional', 'allergen')),
	CONSTRAINT "compliance_rules_version_check" CHECK ("compliance_rules"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "recipe_revisions" ADD COLUMN "compliance" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "target_markets" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "for_children" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "compliance_status" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "failing_markets" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "compliance" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accept_compliance" jsonb;--> statement-breakpoint
ALTER TABLE "compliance_rule_versions" ADD CONSTRAINT "compliance_rule_versions_rule_id_compliance_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."compliance_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rule_versions" ADD CONSTRAINT "compliance_rule_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_market_compliance_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."compliance_markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_rule_versions_changed_idx" ON "compliance_rule_versions" USING btree ("changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "compliance_rules_market_inci_idx" ON "compliance_rules" USING btree ("market",lower("inci_name"),"id");--> statement-breakpoint
CREATE INDEX "compliance_rules_inci_idx" ON "compliance_rules" USING btree (lower("inci_name"));--> statement-breakpoint
CREATE INDEX "compliance_rules_cas_idx" ON "compliance_rules" USING gin ("cas_numbers");--> statement-breakpoint
CREATE INDEX "recipes_failing_markets_idx" ON "recipes" USING gin ("failing_markets") WHERE deleted_at is null and failing_markets <> '{}';--> statement-breakpoint
-- The five markets every install checks against (their rules are seeded by seedComplianceRules, or imported by staff).
INSERT INTO "compliance_markets" ("code", "position", "name_ko", "name_en", "language", "authority", "framework", "allergen_leave_on", "allergen_rinse_off", "allergen_reference") VALUES
	('KR', 1, '대한민국', 'Korea', 'ko', '식품의약품안전처 (MFDS)', '화장품법 · 화장품 안전기준 등에 관한 규정', 0.001, 0.01, '화장품 사용 시의 주의사항 및 알레르기 유발성분 표시에 관한 규정 [별표 2] (2020-01-01)'),
	('EU', 2, '유럽연합', 'European Union', 'en', 'European Commission', 'Regulation (EC) No 1223/2009', 0.001, 0.01, 'Reg. (EC) No 1223/2009 Annex III (as amended by Reg. (EU) 2023/1545)'),
	('CN', 3, '중국', 'China', 'zh', 'National Medical Products Administration (NMPA)', '化妆品监督管理条例 (2021) · 化妆品安全技术规范 (2015)', NULL, NULL, 'No fragrance allergen declaration is required in China'),
	('US', 4, '미국', 'United States', 'en', 'Food and Drug Administration (FDA)', 'FD&C Act · MoCRA (2022) · 21 CFR · OTC Monograph M020', NULL, NULL, 'MoCRA §609 asks FDA for a fragrance allergen labelling rule; none is in force yet'),
	('ASEAN', 5, '아세안', 'ASEAN', 'en', 'ASEAN Cosmetic Committee', 'ASEAN Cosmetic Directive', 0.001, 0.01, 'ASEAN Cosmetic Directive Annex III (fragrance allergens)')
ON CONFLICT ("code") DO NOTHING;

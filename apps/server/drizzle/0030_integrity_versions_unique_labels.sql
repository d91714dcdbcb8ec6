ALTER TABLE "terms" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_materials" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "board_posts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ir_posts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- data step (issue 23): labels that only differ in case or white space would break the unique indexes
-- below; the later duplicate is renamed after its code (slug, unique per list), so no reference changes.
UPDATE "terms" t SET "name_ko" = t."name_ko" || ' (' || t."slug" || ')' WHERE EXISTS (
  SELECT 1 FROM "terms" o WHERE o."kind" = t."kind" AND o."id" < t."id"
    AND lower(regexp_replace(o."name_ko", '\s+', '', 'g')) = lower(regexp_replace(t."name_ko", '\s+', '', 'g')));--> statement-breakpoint
UPDATE "terms" t SET "name_en" = t."name_en" || ' (' || t."slug" || ')' WHERE EXISTS (
  SELECT 1 FROM "terms" o WHERE o."kind" = t."kind" AND o."id" < t."id"
    AND lower(regexp_replace(o."name_en", '\s+', '', 'g')) = lower(regexp_replace(t."name_en", '\s+', '', 'g')));--> statement-breakpoint
CREATE UNIQUE INDEX "terms_kind_name_ko_idx" ON "terms" USING btree ("kind",lower(regexp_replace(name_ko, '\s+', '', 'g')));--> statement-breakpoint
CREATE UNIQUE INDEX "terms_kind_name_en_idx" ON "terms" USING btree ("kind",lower(regexp_replace(name_en, '\s+', '', 'g')));
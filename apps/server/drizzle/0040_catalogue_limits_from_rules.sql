ALTER TABLE "ingredients" DROP COLUMN "max_leave_on";--> statement-breakpoint
ALTER TABLE "ingredients" DROP COLUMN "max_rinse_off";--> statement-breakpoint
-- issue 22 item 8: the catalogue's own limits are gone; a recipe's validity now comes from its verdict
-- (its target markets, or the home market when none is ticked). Every recipe holding an ingredient is
-- rechecked by the compliance job, which recomputes its verdict and `valid` (version 0: no composition
-- change; the job reads only the ingredient).
INSERT INTO "compliance_rechecks" ("ingredient_id", "version")
SELECT DISTINCT "ingredient_id", 0 FROM "recipe_lines";

-- Images get a WebP for pages and their pixel size (issue 26, "images in modern formats with
-- width/height set"): a product's detail photo was served as the uploaded PNG with no size, so the
-- browser could not reserve its box. New uploads get them at once; images stored before are filled in
-- by the server at start (`backfillImageVariants`), which the partial index finds.
ALTER TABLE "files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "display_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "display_width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "display_height" integer;--> statement-breakpoint
CREATE INDEX "files_display_missing_idx" ON "files" USING btree ("created_at") WHERE kind = 'image' and display_key is null;
-- The per-state counters of sample requests (0014), inquiries and partnership inquiries (0018) become
-- rows of changes too, as quote_counts and purchase_counts did in 0056: their own trigger functions give
-- way to the shared state_counts_* functions (0054, 0056), each statement appends a row a state it moved,
-- a count is a sum, and the state-counts-fold job folds the rows. A state's one row had been a lock each
-- writer of that state held until it committed (every new sample request waited for the one before).
ALTER TABLE "sample_request_counts" DROP CONSTRAINT "sample_request_counts_pkey";
--> statement-breakpoint
DROP TRIGGER "sample_request_counts_insert" ON "sample_requests";
--> statement-breakpoint
CREATE TRIGGER "sample_request_counts_insert" AFTER INSERT ON "sample_requests"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_inserted"('sample_request_counts');
--> statement-breakpoint
DROP TRIGGER "sample_request_counts_delete" ON "sample_requests";
--> statement-breakpoint
CREATE TRIGGER "sample_request_counts_delete" AFTER DELETE ON "sample_requests"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_deleted"('sample_request_counts');
--> statement-breakpoint
DROP TRIGGER "sample_request_counts_update" ON "sample_requests";
--> statement-breakpoint
CREATE TRIGGER "sample_request_counts_update" AFTER UPDATE ON "sample_requests"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_updated"('sample_request_counts');
--> statement-breakpoint
DROP TRIGGER "sample_request_counts_truncate" ON "sample_requests";
--> statement-breakpoint
CREATE TRIGGER "sample_request_counts_truncate" AFTER TRUNCATE ON "sample_requests"
	FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_truncated"('sample_request_counts');
--> statement-breakpoint
DROP FUNCTION "sample_request_counts_inserted"();
--> statement-breakpoint
DROP FUNCTION "sample_request_counts_deleted"();
--> statement-breakpoint
DROP FUNCTION "sample_request_counts_updated"();
--> statement-breakpoint
DROP FUNCTION "sample_request_counts_truncated"();
--> statement-breakpoint
ALTER TABLE "inquiry_counts" DROP CONSTRAINT "inquiry_counts_pkey";
--> statement-breakpoint
DROP TRIGGER "inquiry_counts_insert" ON "inquiries";
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_insert" AFTER INSERT ON "inquiries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_inserted"('inquiry_counts');
--> statement-breakpoint
DROP TRIGGER "inquiry_counts_delete" ON "inquiries";
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_delete" AFTER DELETE ON "inquiries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_deleted"('inquiry_counts');
--> statement-breakpoint
DROP TRIGGER "inquiry_counts_update" ON "inquiries";
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_update" AFTER UPDATE ON "inquiries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_updated"('inquiry_counts');
--> statement-breakpoint
DROP TRIGGER "inquiry_counts_truncate" ON "inquiries";
--> statement-breakpoint
CREATE TRIGGER "inquiry_counts_truncate" AFTER TRUNCATE ON "inquiries"
	FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_truncated"('inquiry_counts');
--> statement-breakpoint
DROP FUNCTION "inquiry_counts_inserted"();
--> statement-breakpoint
DROP FUNCTION "inquiry_counts_deleted"();
--> statement-breakpoint
DROP FUNCTION "inquiry_counts_updated"();
--> statement-breakpoint
DROP FUNCTION "inquiry_counts_truncated"();
--> statement-breakpoint
ALTER TABLE "partnership_inquiry_counts" DROP CONSTRAINT "partnership_inquiry_counts_pkey";
--> statement-breakpoint
DROP TRIGGER "partnership_inquiry_counts_insert" ON "partnership_inquiries";
--> statement-breakpoint
CREATE TRIGGER "partnership_inquiry_counts_insert" AFTER INSERT ON "partnership_inquiries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_inserted"('partnership_inquiry_counts');
--> statement-breakpoint
DROP TRIGGER "partnership_inquiry_counts_delete" ON "partnership_inquiries";
--> statement-breakpoint
CREATE TRIGGER "partnership_inquiry_counts_delete" AFTER DELETE ON "partnership_inquiries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_deleted"('partnership_inquiry_counts');
--> statement-breakpoint
DROP TRIGGER "partnership_inquiry_counts_update" ON "partnership_inquiries";
--> statement-breakpoint
CREATE TRIGGER "partnership_inquiry_counts_update" AFTER UPDATE ON "partnership_inquiries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_updated"('partnership_inquiry_counts');
--> statement-breakpoint
DROP TRIGGER "partnership_inquiry_counts_truncate" ON "partnership_inquiries";
--> statement-breakpoint
CREATE TRIGGER "partnership_inquiry_counts_truncate" AFTER TRUNCATE ON "partnership_inquiries"
	FOR EACH STATEMENT EXECUTE FUNCTION "state_counts_truncated"('partnership_inquiry_counts');
--> statement-breakpoint
DROP FUNCTION "partnership_inquiry_counts_inserted"();
--> statement-breakpoint
DROP FUNCTION "partnership_inquiry_counts_deleted"();
--> statement-breakpoint
DROP FUNCTION "partnership_inquiry_counts_updated"();
--> statement-breakpoint
DROP FUNCTION "partnership_inquiry_counts_truncated"();

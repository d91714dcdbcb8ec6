-- A search term without a trigram (one or two characters; with the C locale, the embedded PostgreSQL's,
-- any term without three ASCII letters or digits in a row, Korean words included) read the whole trigram
-- index of its text: about 0.3 s at 300,000 rows. Each searched text is now also indexed by its grams,
-- every character and every pair of adjacent characters, and such a term is looked up by its character
-- or its pairs, the LIKE kept as the exact test (lib/like.ts `containsText`, decision 0029).
-- plpgsql: measured ~3x faster per row than a SQL function with generate_series, and linear in the
-- text's length (array_append on a variable grows it in place).
CREATE FUNCTION "search_grams"(t text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
	c text[] := string_to_array(t, NULL);
	g text[] := c;
BEGIN
	FOR i IN 1 .. cardinality(c) - 1 LOOP
		g := g || (c[i] || c[i + 1]);
	END LOOP;
	RETURN g;
END $$;
--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin (search_grams(lower("name" || ' ' || "email" || ' ' || "company_name")));--> statement-breakpoint
CREATE INDEX "mail_outbox_search_grams_idx" ON "mail_outbox" USING gin (search_grams(lower("to" || ' ' || "subject")));--> statement-breakpoint
CREATE INDEX "sample_requests_recipe_name_grams_idx" ON "sample_requests" USING gin (search_grams(lower("recipe_name")));--> statement-breakpoint
CREATE INDEX "quotes_recipe_name_grams_idx" ON "quotes" USING gin (search_grams(lower("recipe_name")));--> statement-breakpoint
CREATE INDEX "inquiries_title_grams_idx" ON "inquiries" USING gin (search_grams(lower("title")));
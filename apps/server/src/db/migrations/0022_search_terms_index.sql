-- Issue 17, decision 027 (the search-speed round).
-- One GIN index over every searched column of candidate_search: a search's conditions on several
-- columns (a title, two skills, a place) become one index scan that intersects their entries,
-- skipping through a frequent one ("engineer") by the rare ones, instead of one bitmap per index
-- over every holder of each term. At 1M profiles the bench's title + 2 skills + location went from
-- a 14,905-row skills bitmap AND a 1,133-row fields bitmap (77 ms) to one 18-row scan (4-9 ms).
-- The key becomes (workspace, candidate): a broad search reads its workspace's first matches in
-- candidate id order; keyed by the candidate id alone, the planner walked that key through another
-- workspace's million people (3 s for 1,001 matches). The upsert's conflict target and the delete
-- trigger follow the key.
DROP INDEX "candidate_search_workspace_idx";--> statement-breakpoint
DROP INDEX "candidate_search_document_idx";--> statement-breakpoint
DROP INDEX "candidate_search_fields_idx";--> statement-breakpoint
DROP INDEX "candidate_search_skills_idx";--> statement-breakpoint
ALTER TABLE "candidate_search" DROP CONSTRAINT "candidate_search_pkey";--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_workspace_id_candidate_id_pk" PRIMARY KEY("workspace_id","candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_search_terms_idx" ON "candidate_search" USING gin ("document","skill_keys","title_text","company_text","past_company_text","location_text","school_text");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "candidate_search_upsert_sql"("source" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'INSERT INTO "candidate_search" AS "s" SELECT
    "c"."id", "c"."workspace_id",
    setweight("v"."title", ''A'') || setweight("v"."skills", ''B'')
      || setweight("v"."company" || "v"."past_company" || "v"."location", ''C'')
      || setweight("v"."school" || "v"."rest", ''D''),
    "v"."title", "v"."company", "v"."past_company", "v"."location", "v"."school",
    "hl_skill_keys"("c"."skills"),
    "hl_fold"(CASE WHEN btrim("c"."full_name") <> '''' THEN "c"."full_name" ELSE concat_ws('' '', "c"."first_name", "c"."last_name") END),
    "hl_seniority"("c"."designation"),
    "w"."title_words",
    "hl_role_words_of"("w"."title_words"),
    "x"."past_roles",
    "hl_place_key"("c"."current_city"),
    "w"."country_key",
    "x"."experience_start",
    "x"."experience_end",
    "c"."email" IS NOT NULL,
    cardinality("c"."phone_numbers") > 0,
    "c"."linkedin_url" IS NOT NULL OR "c"."linkedin_key" IS NOT NULL,
    "c"."do_not_contact_at" IS NOT NULL
  FROM ' || "source" || '
  CROSS JOIN LATERAL (
    SELECT
      string_agg("e"->>''company'', '' , '') FILTER (WHERE NOT "e"."current") AS "past_companies",
      string_agg("e"->>''title'', '' , '') FILTER (WHERE NOT "e"."current") AS "past_titles",
      ''|'' || coalesce(string_agg("hl_role_words"("e"->>''title''), ''|'') FILTER (WHERE NOT "e"."current"), '''') || ''|'' AS "past_roles",
      string_agg("e"->>''description'', '' '') AS "descriptions",
      (SELECT string_agg("d"->>''school'', '' , '') FROM jsonb_array_elements(CASE WHEN jsonb_typeof("c"."education") = ''array'' THEN "c"."education" ELSE ''[]'' END) AS "d") AS "schools",
      min("hl_month"("e"->>''start_date'')) AS "experience_start",
      CASE WHEN bool_or("e"."current" OR "hl_month"("e"->>''end_date'') IS NULL) THEN NULL
           ELSE max("hl_month"("e"->>''end_date'')) END AS "experience_end"
    FROM (SELECT "j" AS "e", coalesce(("j"->>''is_current'')::boolean, false) AS "current"
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof("c"."experience") = ''array'' THEN "c"."experience" ELSE ''[]'' END) AS "j") AS "e"
    OFFSET 0
  ) AS "x"
  CROSS JOIN LATERAL (
    SELECT "hl_words"("c"."designation") AS "title_words", "hl_place_key"("c"."country") AS "country_key" OFFSET 0
  ) AS "w"
  CROSS JOIN LATERAL (
    SELECT
      "hl_tsvector"("c"."designation") AS "title",
      "hl_tsvector"(array_to_string("c"."skills", '' , '')) AS "skills",
      "hl_tsvector"("c"."current_company") AS "company",
      "hl_tsvector"("x"."past_companies") AS "past_company",
      "hl_tsvector"(concat_ws('' , '', "c"."current_city", "c"."country", "w"."country_key")) AS "location",
      "hl_tsvector"("x"."schools") AS "school",
      "hl_tsvector"(concat_ws('' , '', "c"."full_name", "c"."first_name", "c"."last_name", "c"."summary", "x"."past_titles", "x"."descriptions")) AS "rest"
    OFFSET 0
  ) AS "v"
  ON CONFLICT ("workspace_id", "candidate_id") DO UPDATE SET
    "document" = excluded."document", "title_text" = excluded."title_text",
    "company_text" = excluded."company_text", "past_company_text" = excluded."past_company_text",
    "location_text" = excluded."location_text", "school_text" = excluded."school_text",
    "skill_keys" = excluded."skill_keys", "name_folded" = excluded."name_folded",
    "seniority" = excluded."seniority", "title_words" = excluded."title_words",
    "title_role" = excluded."title_role", "past_roles" = excluded."past_roles",
    "city_key" = excluded."city_key", "country_key" = excluded."country_key",
    "experience_start" = excluded."experience_start", "experience_end" = excluded."experience_end",
    "has_email" = excluded."has_email", "has_phone" = excluded."has_phone",
    "has_linkedin" = excluded."has_linkedin", "do_not_contact" = excluded."do_not_contact"'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "candidate_search_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "candidate_search" AS "s" USING "old_rows" AS "o"
    WHERE "s"."workspace_id" = "o"."workspace_id" AND "s"."candidate_id" = "o"."id";
  DELETE FROM "candidate_search_pending" AS "p" USING "old_rows" AS "o"
    WHERE "p"."workspace_id" = "o"."workspace_id" AND "p"."candidate_id" = "o"."id";
  RETURN NULL;
END $$;

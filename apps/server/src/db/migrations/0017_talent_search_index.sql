-- The talent search index (decision 027). unaccent and pg_trgm ship with PostgreSQL (contrib).
CREATE EXTENSION IF NOT EXISTS "unaccent";
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE TABLE "candidate_search" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"document" "tsvector" NOT NULL,
	"title_text" "tsvector" NOT NULL,
	"company_text" "tsvector" NOT NULL,
	"past_company_text" "tsvector" NOT NULL,
	"location_text" "tsvector" NOT NULL,
	"school_text" "tsvector" NOT NULL,
	"skill_keys" text[] DEFAULT '{}' NOT NULL,
	"name_folded" text NOT NULL,
	"seniority" text,
	"title_words" text NOT NULL,
	"title_role" text NOT NULL,
	"past_roles" text NOT NULL,
	"city_key" text,
	"country_key" text,
	"experience_start" date,
	"experience_end" date,
	"has_email" boolean NOT NULL,
	"has_phone" boolean NOT NULL,
	"has_linkedin" boolean NOT NULL,
	"do_not_contact" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search" ADD COLUMN "last_run_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "candidate_search_workspace_idx" ON "candidate_search" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "candidate_search_document_idx" ON "candidate_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "candidate_search_fields_idx" ON "candidate_search" USING gin ("title_text","company_text","past_company_text","location_text","school_text");--> statement-breakpoint
CREATE INDEX "candidate_search_skills_idx" ON "candidate_search" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "candidate_search_name_idx" ON "candidate_search" USING gin ("name_folded" gin_trgm_ops);
--> statement-breakpoint
-- foldText of match-text.ts: lower case, accents off (white space is left as it is: every
-- reader splits or ignores it). unaccent() is only STABLE (its dictionary could change); naming
-- the dictionary makes the wrapper safe to index.
CREATE FUNCTION "hl_fold"("t" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(lower(public.unaccent('public.unaccent'::regdictionary, coalesce("t", ''))))
$$;
--> statement-breakpoint
-- Text as the search sees it (document and queries alike): lower case, accents off, and the
-- skills the default parser would cut short spelled out (C++ → cplusplus, C# → csharp, .NET →
-- dotnet). PL/pgSQL so each rewrite runs only when its character is there: imports pay for it
-- on every text of every row.
CREATE FUNCTION "hl_search_text"("t" text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  "f" text := lower(public.unaccent('public.unaccent'::regdictionary, coalesce("t", '')));
BEGIN
  IF strpos("f", '++') > 0 THEN "f" := regexp_replace("f", '([[:alnum:]])\+\+', '\1plusplus', 'g'); END IF;
  IF strpos("f", '#') > 0 THEN "f" := regexp_replace("f", '([[:alnum:]])#', '\1sharp', 'g'); END IF;
  IF strpos("f", '.net') > 0 THEN "f" := regexp_replace("f", '(^|[^[:alnum:]])\.net($|[^[:alnum:]])', '\1dotnet\2', 'g'); END IF;
  RETURN "f";
END $$;
--> statement-breakpoint
CREATE FUNCTION "hl_tsvector"("t" text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, "hl_search_text"("t"))
$$;
--> statement-breakpoint
-- A word or phrase of a query as a phrase tsquery over the same text pipeline.
CREATE FUNCTION "hl_phrase_query"("t" text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT phraseto_tsquery('simple'::regconfig, "hl_search_text"("t"))
$$;
--> statement-breakpoint
-- skillKey of match-text.ts.
CREATE FUNCTION "hl_skill_key"("t" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate("hl_fold"("t"), E' \t\n\r\f\x0b._-', '')
$$;
--> statement-breakpoint
CREATE FUNCTION "hl_skill_keys"("skills" text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(string_to_array(translate("hl_fold"(array_to_string("skills", E'\x01')), E' \t\n\r\f\x0b._-', ''), E'\x01'), '')
$$;
--> statement-breakpoint
-- wordsOf of match-text.ts as " w1 w2 " (spaces around, so a phrase is found with strpos()).
-- translate() of ASCII punctuation rather than a regular expression: it runs for every imported row.
CREATE FUNCTION "hl_words"("t" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || array_to_string(array_remove(string_to_array(translate("hl_fold"("t"), E'!"$%&\'()*,-./:;<=>?@[\\]^_`{|}~\t\n\r\f\x0b', '                                   '), ' '), ''), ' ') || ' '
$$;
--> statement-breakpoint
-- roleWords of match-text.ts: the words (as hl_words gives them) without the ones that only say the level.
CREATE FUNCTION "hl_role_words_of"("words" text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  "level" text;
  "kept" text := "words";
BEGIN
  FOREACH "level" IN ARRAY ARRAY['intern','trainee','junior','jr','mid','senior','sr','lead','staff','principal','i','ii','iii','iv'] LOOP
    IF strpos("kept", ' ' || "level" || ' ') > 0 THEN
      "kept" := replace(replace("kept", ' ' || "level" || ' ', ' '), ' ' || "level" || ' ', ' ');
    END IF;
  END LOOP;
  RETURN "kept";
END $$;
--> statement-breakpoint
CREATE FUNCTION "hl_role_words"("t" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "hl_role_words_of"("hl_words"("t"))
$$;
--> statement-breakpoint
-- seniorityOfTitle of match-text.ts (a test runs both on one list of titles). Keywords are
-- looked up in the title's words (what \b of the JS patterns amounts to); PL/pgSQL because the
-- early returns make it several times cheaper than one regular expression per level.
CREATE FUNCTION "hl_seniority"("t" text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  "f" text;
  "w" text[];
BEGIN
  IF "t" IS NULL OR btrim("t") = '' THEN RETURN NULL; END IF;
  "f" := translate("hl_fold"("t"), E'!"$%&\'()*,./:;<=>?@[\\]^_`{|}~\t\n\r\f\x0b+#', '                                    ');
  "w" := string_to_array(replace("f", '-', ' '), ' ');
  IF "w" && ARRAY['intern','internship','trainee','apprentice','werkstudent'] THEN RETURN 'intern'; END IF;
  IF "w" && ARRAY['chief','cto','ceo','cfo','coo','cio','cpo','ciso','vp','svp','evp','head','director','founder','partner','president'] THEN RETURN 'executive'; END IF;
  IF "w" && ARRAY['principal','distinguished','fellow','architect'] THEN RETURN 'principal'; END IF;
  IF "w" && ARRAY['lead','staff'] OR (strpos("f", 'engineering manager') > 0 AND "f" ~ '\yengineering manager\y') THEN RETURN 'lead'; END IF;
  IF "w" && ARRAY['senior','sr'] THEN RETURN 'senior'; END IF;
  IF "w" && ARRAY['junior','jr','graduate','associate'] OR (strpos("f", 'entry level') > 0 AND "f" ~ '\yentry level\y') THEN RETURN 'junior'; END IF;
  RETURN 'mid';
END $$;
--> statement-breakpoint
-- placeKey of job-match.ts: folded, dots as spaces, common country aliases resolved.
CREATE FUNCTION "hl_place_key"("t" text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  "k" text := array_to_string(array_remove(string_to_array(translate("hl_fold"("t"), E'.\t\n\r', '    '), ' '), ''), ' ');
BEGIN
  RETURN CASE "k"
    WHEN '' THEN NULL
    WHEN 'usa' THEN 'united states' WHEN 'us' THEN 'united states' WHEN 'u s a' THEN 'united states'
    WHEN 'united states of america' THEN 'united states'
    WHEN 'uk' THEN 'united kingdom' WHEN 'great britain' THEN 'united kingdom' WHEN 'england' THEN 'united kingdom'
    WHEN 'deutschland' THEN 'germany' WHEN 'uae' THEN 'united arab emirates'
    ELSE "k" END;
END $$;
--> statement-breakpoint
-- "YYYY-MM" → the first of that month; anything else → null.
CREATE FUNCTION "hl_month"("t" text) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "t" ~ '^\d{4}-(0[1-9]|1[0-2])$' THEN make_date(left("t", 4)::int, right("t", 2)::int, 1) END
$$;
--> statement-breakpoint
-- The statement that writes the search rows of the candidates of `source` (a FROM item aliased "c"
-- with candidate's columns): the single definition the triggers (over their transition tables,
-- which only the trigger function's own statements can read, hence EXECUTE) and the backfill share.
-- OFFSET 0 keeps each LATERAL computed once per row instead of once per use.
CREATE FUNCTION "candidate_search_upsert_sql"("source" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
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
  ON CONFLICT ("candidate_id") DO UPDATE SET
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
CREATE FUNCTION "candidate_search_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE "candidate_search_upsert_sql"('"new_rows" AS "c"');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose searched columns changed are rewritten (a status or timestamp touch is free).
-- Transition tables have no statistics: without the setting a big update pairs its old and new
-- rows by a nested loop (quadratic).
CREATE FUNCTION "candidate_search_on_update"() RETURNS trigger LANGUAGE plpgsql SET "enable_nestloop" = off AS $$
BEGIN
  EXECUTE "candidate_search_upsert_sql"('(SELECT "n".* FROM "new_rows" AS "n" JOIN "old_rows" AS "o" ON "o"."id" = "n"."id"
   WHERE ("n"."first_name", "n"."last_name", "n"."full_name", "n"."email", "n"."linkedin_key", "n"."linkedin_url",
          "n"."current_company", "n"."designation", "n"."phone_numbers", "n"."current_city", "n"."country",
          "n"."skills", "n"."summary", "n"."experience", "n"."education", "n"."do_not_contact_at" IS NULL)
     IS DISTINCT FROM
         ("o"."first_name", "o"."last_name", "o"."full_name", "o"."email", "o"."linkedin_key", "o"."linkedin_url",
          "o"."current_company", "o"."designation", "o"."phone_numbers", "o"."current_city", "o"."country",
          "o"."skills", "o"."summary", "o"."experience", "o"."education", "o"."do_not_contact_at" IS NULL)) AS "c"');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "candidate_search_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "candidate_search" AS "s" USING "old_rows" AS "o" WHERE "s"."candidate_id" = "o"."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidate_search_insert" AFTER INSERT ON "candidate"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "candidate_search_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "candidate_search_update" AFTER UPDATE ON "candidate"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "candidate_search_on_update"();
--> statement-breakpoint
CREATE TRIGGER "candidate_search_delete" AFTER DELETE ON "candidate"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "candidate_search_on_delete"();
--> statement-breakpoint
DO $$ BEGIN EXECUTE "candidate_search_upsert_sql"('"candidate" AS "c"'); END $$;

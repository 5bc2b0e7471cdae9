CREATE TABLE "candidate_search_pending" (
	"workspace_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	CONSTRAINT "candidate_search_pending_workspace_id_candidate_id_pk" PRIMARY KEY("workspace_id","candidate_id")
);
--> statement-breakpoint
-- Big statements (an import's merge) no longer build search rows inside themselves (decision 027,
-- issue 17): above this many rows the triggers only queue the ids in candidate_search_pending,
-- and the search.index-pending job indexes them in batches. Small statements (a person added or
-- edited by hand) stay searchable at once.
CREATE FUNCTION "candidate_search_sync_limit"() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 500
$$;
--> statement-breakpoint
-- The updated rows whose searched columns changed (a status or timestamp touch is free), as a FROM
-- item aliased "c". Transition tables have no statistics: the update trigger turns nested loops
-- off, or a big update pairs its old and new rows quadratically.
CREATE FUNCTION "candidate_search_changed_rows_sql"() RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '(SELECT "n".* FROM "new_rows" AS "n" JOIN "old_rows" AS "o" ON "o"."id" = "n"."id"
   WHERE ("n"."first_name", "n"."last_name", "n"."full_name", "n"."email", "n"."linkedin_key", "n"."linkedin_url",
          "n"."current_company", "n"."designation", "n"."phone_numbers", "n"."current_city", "n"."country",
          "n"."skills", "n"."summary", "n"."experience", "n"."education", "n"."do_not_contact_at" IS NULL)
     IS DISTINCT FROM
         ("o"."first_name", "o"."last_name", "o"."full_name", "o"."email", "o"."linkedin_key", "o"."linkedin_url",
          "o"."current_company", "o"."designation", "o"."phone_numbers", "o"."current_city", "o"."country",
          "o"."skills", "o"."summary", "o"."experience", "o"."education", "o"."do_not_contact_at" IS NULL)) AS "c"'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "candidate_search_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM "new_rows" LIMIT "candidate_search_sync_limit"() + 1) AS "r")
     > "candidate_search_sync_limit"() THEN
    INSERT INTO "candidate_search_pending" ("workspace_id", "candidate_id")
      SELECT "workspace_id", "id" FROM "new_rows" ON CONFLICT DO NOTHING;
  ELSE
    EXECUTE "candidate_search_upsert_sql"('"new_rows" AS "c"');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "candidate_search_on_update"() RETURNS trigger LANGUAGE plpgsql SET "enable_nestloop" = off AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM "new_rows" LIMIT "candidate_search_sync_limit"() + 1) AS "r")
     > "candidate_search_sync_limit"() THEN
    EXECUTE 'INSERT INTO "candidate_search_pending" ("workspace_id", "candidate_id")
      SELECT "c"."workspace_id", "c"."id" FROM ' || "candidate_search_changed_rows_sql"() || ' ON CONFLICT DO NOTHING';
  ELSE
    EXECUTE "candidate_search_upsert_sql"("candidate_search_changed_rows_sql"());
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "candidate_search_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "candidate_search" AS "s" USING "old_rows" AS "o" WHERE "s"."candidate_id" = "o"."id";
  DELETE FROM "candidate_search_pending" AS "p" USING "old_rows" AS "o"
    WHERE "p"."workspace_id" = "o"."workspace_id" AND "p"."candidate_id" = "o"."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Takes up to batch_size queued ids (skipping those another run holds), writes their search rows
-- and answers how many it took; 0 when the queue is empty. Safe to run concurrently and twice.
CREATE FUNCTION "candidate_search_index_pending"("batch_size" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "ids" uuid[];
BEGIN
  WITH "taken" AS (
    DELETE FROM "candidate_search_pending"
     WHERE ("workspace_id", "candidate_id") IN (
       SELECT "workspace_id", "candidate_id" FROM "candidate_search_pending"
        LIMIT "batch_size" FOR UPDATE SKIP LOCKED)
    RETURNING "candidate_id"
  )
  SELECT array_agg("candidate_id") INTO "ids" FROM "taken";
  IF "ids" IS NULL THEN
    RETURN 0;
  END IF;
  EXECUTE "candidate_search_upsert_sql"('(SELECT * FROM "candidate" WHERE "id" = ANY($1)) AS "c"') USING "ids";
  RETURN cardinality("ids");
END $$;

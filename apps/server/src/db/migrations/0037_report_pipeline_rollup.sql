CREATE TABLE "report_pipeline_day" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"held" text[],
	"seconds" double precision,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_pipeline_fact" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"held" text[],
	"seconds" double precision
);
--> statement-breakpoint
ALTER TABLE "report_pipeline_day" ADD CONSTRAINT "report_pipeline_day_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_pipeline_fact" ADD CONSTRAINT "report_pipeline_fact_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_pipeline_day_project_idx" ON "report_pipeline_day" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "report_pipeline_fact_link_idx" ON "report_pipeline_fact" USING btree ("link_id");--> statement-breakpoint
-- The pipeline rollup of the project report (decision 040). A link's share of the report (the
-- stage it entered in, its source and every stage it held, its moves and stays) follows from the
-- link and its moves alone, so every change recomputes the links it touched: their stored facts
-- come off, their facts from the current rows go in, and the difference is appended to
-- report_pipeline_day as deltas (no shared counter row, as report_delivery_day). A link without
-- moves stores no facts (imports add links by the million): its share is its row's ('enter' its
-- stage, 'source' its source holding that stage on the day of added_at).
CREATE FUNCTION "report_pipeline_compute"("ids" uuid[])
RETURNS TABLE ("workspace_id" uuid, "project_id" uuid, "link_id" uuid, "kind" text, "day" date,
               "key" text, "held" text[], "seconds" double precision)
LANGUAGE sql STABLE AS $$
  WITH "link" AS (
    SELECT pc."id", pc."workspace_id", pc."project_id", pc."stage", pc."source", pc."added_at"
      FROM unnest("ids") AS i("id") JOIN "project_candidate" pc ON pc."id" = i."id"
  ), "move" AS (
    SELECT h."project_candidate_id" AS "link_id", h."from_stage", h."to_stage", h."moved_at",
           lag(h."moved_at") OVER w AS "prev_at", row_number() OVER w AS "n"
      FROM "link" l JOIN "stage_history" h ON h."project_candidate_id" = l."id"
    WINDOW w AS (PARTITION BY h."project_candidate_id" ORDER BY h."moved_at", h."id")
  ), "reached" AS (
    SELECT m."link_id", array_agg(m."to_stage") AS "stages" FROM "move" m GROUP BY m."link_id"
  )
  SELECT l."workspace_id", l."project_id", l."id", 'enter', (l."added_at" AT TIME ZONE 'UTC')::date,
         coalesce(f."from_stage", l."stage"), NULL::text[], NULL::double precision
    FROM "link" l LEFT JOIN "move" f ON f."link_id" = l."id" AND f."n" = 1
  UNION ALL
  SELECT l."workspace_id", l."project_id", l."id", 'source', (l."added_at" AT TIME ZONE 'UTC')::date,
         l."source",
         ARRAY(SELECT DISTINCT s FROM unnest(array_append(coalesce(r."stages", '{}'), l."stage")) AS s
                ORDER BY 1),
         NULL
    FROM "link" l LEFT JOIN "reached" r ON r."link_id" = l."id"
  UNION ALL
  SELECT l."workspace_id", l."project_id", l."id", 'enter', (m."moved_at" AT TIME ZONE 'UTC')::date,
         m."to_stage", NULL, NULL
    FROM "move" m JOIN "link" l ON l."id" = m."link_id"
  UNION ALL
  SELECT l."workspace_id", l."project_id", l."id", 'stay', (m."moved_at" AT TIME ZONE 'UTC')::date,
         m."from_stage", NULL,
         extract(epoch FROM m."moved_at" - coalesce(m."prev_at", l."added_at"))::double precision
    FROM "move" m JOIN "link" l ON l."id" = m."link_id"
   WHERE m."from_stage" IS NOT NULL
$$;
--> statement-breakpoint
-- Recomputes the links that still exist among "ids" (a deleted link is the delete trigger's).
CREATE FUNCTION "report_pipeline_refresh"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH "live" AS (
    SELECT pc."id", pc."workspace_id", pc."project_id", pc."stage", pc."source", pc."added_at"
      FROM (SELECT DISTINCT i."id" FROM unnest("ids") AS i("id")) AS i
      JOIN "project_candidate" pc ON pc."id" = i."id"
  ), "gone" AS (
    DELETE FROM "report_pipeline_fact" f USING "live" l WHERE f."link_id" = l."id"
    RETURNING f."workspace_id", f."project_id", f."link_id", f."kind", f."day", f."key", f."held", f."seconds"
  ), "bare" AS (
    SELECT l.* FROM "live" l WHERE NOT EXISTS (SELECT 1 FROM "gone" g WHERE g."link_id" = l."id")
  ), "fresh" AS (
    INSERT INTO "report_pipeline_fact"
      ("workspace_id", "project_id", "link_id", "kind", "day", "key", "held", "seconds")
    SELECT * FROM "report_pipeline_compute"(ARRAY(SELECT "id" FROM "live"))
    RETURNING "workspace_id", "project_id", "kind", "day", "key", "held", "seconds"
  ), "change" AS (
    SELECT g."workspace_id", g."project_id", g."kind", g."day", g."key", g."held", g."seconds", -1 AS "n"
      FROM "gone" g
    UNION ALL
    SELECT b."workspace_id", b."project_id", 'enter', (b."added_at" AT TIME ZONE 'UTC')::date, b."stage",
           NULL::text[], NULL::double precision, -1
      FROM "bare" b
    UNION ALL
    SELECT b."workspace_id", b."project_id", 'source', (b."added_at" AT TIME ZONE 'UTC')::date, b."source",
           ARRAY[b."stage"], NULL, -1
      FROM "bare" b
    UNION ALL
    SELECT f."workspace_id", f."project_id", f."kind", f."day", f."key", f."held", f."seconds", 1
      FROM "fresh" f
  )
  INSERT INTO "report_pipeline_day"
    ("workspace_id", "project_id", "day", "kind", "key", "held", "seconds", "n")
  SELECT "workspace_id", "project_id", "day", "kind", "key", "held", "seconds", sum("n")
    FROM "change" GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum("n") <> 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_pipeline_on_move_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "report_pipeline_refresh"(ARRAY(SELECT DISTINCT "project_candidate_id" FROM "new_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A merge moves one link's history onto the other: both are recomputed.
CREATE FUNCTION "report_pipeline_on_move_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "report_pipeline_refresh"(ARRAY(SELECT "project_candidate_id" FROM "old_rows"
                                          UNION SELECT "project_candidate_id" FROM "new_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_pipeline_on_move_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "report_pipeline_refresh"(ARRAY(SELECT DISTINCT "project_candidate_id" FROM "old_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new link has no moves yet: its share is its row's.
CREATE FUNCTION "report_pipeline_on_link_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_pipeline_day"
    ("workspace_id", "project_id", "day", "kind", "key", "held", "seconds", "n")
  SELECT "workspace_id", "project_id", ("added_at" AT TIME ZONE 'UTC')::date, 'enter', "stage",
         NULL::text[], NULL::double precision, count(*)
    FROM "new_rows" GROUP BY 1, 2, 3, 5
  UNION ALL
  SELECT "workspace_id", "project_id", ("added_at" AT TIME ZONE 'UTC')::date, 'source', "source",
         ARRAY["stage"], NULL, count(*)
    FROM "new_rows" GROUP BY 1, 2, 3, 5, "stage";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change of stage, source, added_at or project moves the report; a link with facts is
-- recomputed, one without swaps its old row's share for its new row's.
CREATE FUNCTION "report_pipeline_on_link_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "report_pipeline_refresh"(ARRAY(
    SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
     WHERE (n."stage", n."source", n."added_at", n."project_id", n."workspace_id")
           IS DISTINCT FROM (o."stage", o."source", o."added_at", o."project_id", o."workspace_id")
       AND EXISTS (SELECT 1 FROM "report_pipeline_fact" f WHERE f."link_id" = n."id")));
  WITH "bare" AS (
    SELECT o."workspace_id" AS "old_workspace_id", o."project_id" AS "old_project_id",
           o."stage" AS "old_stage", o."source" AS "old_source", o."added_at" AS "old_added_at",
           n."workspace_id", n."project_id", n."stage", n."source", n."added_at"
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
     WHERE (n."stage", n."source", n."added_at", n."project_id", n."workspace_id")
           IS DISTINCT FROM (o."stage", o."source", o."added_at", o."project_id", o."workspace_id")
       AND NOT EXISTS (SELECT 1 FROM "report_pipeline_fact" f WHERE f."link_id" = n."id")
  ), "change" AS (
    SELECT "old_workspace_id" AS "workspace_id", "old_project_id" AS "project_id", 'enter' AS "kind",
           ("old_added_at" AT TIME ZONE 'UTC')::date AS "day", "old_stage" AS "key",
           NULL::text[] AS "held", -1 AS "n"
      FROM "bare"
    UNION ALL
    SELECT "old_workspace_id", "old_project_id", 'source', ("old_added_at" AT TIME ZONE 'UTC')::date,
           "old_source", ARRAY["old_stage"], -1
      FROM "bare"
    UNION ALL
    SELECT "workspace_id", "project_id", 'enter', ("added_at" AT TIME ZONE 'UTC')::date, "stage", NULL, 1
      FROM "bare"
    UNION ALL
    SELECT "workspace_id", "project_id", 'source', ("added_at" AT TIME ZONE 'UTC')::date, "source",
           ARRAY["stage"], 1
      FROM "bare"
  )
  INSERT INTO "report_pipeline_day"
    ("workspace_id", "project_id", "day", "kind", "key", "held", "seconds", "n")
  SELECT "workspace_id", "project_id", "day", "kind", "key", "held", NULL, sum("n")
    FROM "change" GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("n") <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted link's facts go with it; its share comes off while its project exists (a project
-- being deleted takes its deltas with it, next function).
CREATE FUNCTION "report_pipeline_on_link_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "gone" AS (
    DELETE FROM "report_pipeline_fact" f USING "old_rows" o WHERE f."link_id" = o."id"
    RETURNING f."workspace_id", f."project_id", f."link_id", f."kind", f."day", f."key", f."held", f."seconds"
  ), "bare" AS (
    SELECT o.* FROM "old_rows" o WHERE NOT EXISTS (SELECT 1 FROM "gone" g WHERE g."link_id" = o."id")
  ), "change" AS (
    SELECT "workspace_id", "project_id", "kind", "day", "key", "held", "seconds" FROM "gone"
    UNION ALL
    SELECT "workspace_id", "project_id", 'enter', ("added_at" AT TIME ZONE 'UTC')::date, "stage",
           NULL::text[], NULL::double precision
      FROM "bare"
    UNION ALL
    SELECT "workspace_id", "project_id", 'source', ("added_at" AT TIME ZONE 'UTC')::date, "source",
           ARRAY["stage"], NULL
      FROM "bare"
  )
  INSERT INTO "report_pipeline_day"
    ("workspace_id", "project_id", "day", "kind", "key", "held", "seconds", "n")
  SELECT c."workspace_id", c."project_id", c."day", c."kind", c."key", c."held", c."seconds", -count(*)
    FROM "change" c
   WHERE EXISTS (SELECT 1 FROM "project" p WHERE p."id" = c."project_id")
   GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_pipeline_on_project_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "report_pipeline_day" d USING "old_rows" o WHERE d."project_id" = o."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stage_history_report_insert" AFTER INSERT ON "stage_history"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_pipeline_on_move_insert"();
--> statement-breakpoint
CREATE TRIGGER "stage_history_report_update" AFTER UPDATE ON "stage_history"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_pipeline_on_move_update"();
--> statement-breakpoint
CREATE TRIGGER "stage_history_report_delete" AFTER DELETE ON "stage_history"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_pipeline_on_move_delete"();
--> statement-breakpoint
CREATE TRIGGER "project_candidate_report_insert" AFTER INSERT ON "project_candidate"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_pipeline_on_link_insert"();
--> statement-breakpoint
CREATE TRIGGER "project_candidate_report_update" AFTER UPDATE ON "project_candidate"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_pipeline_on_link_update"();
--> statement-breakpoint
CREATE TRIGGER "project_candidate_report_delete" AFTER DELETE ON "project_candidate"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_pipeline_on_link_delete"();
--> statement-breakpoint
CREATE TRIGGER "project_report_pipeline_cleanup" AFTER DELETE ON "project"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_pipeline_on_project_delete"();
--> statement-breakpoint
-- Backfill: facts for every link with moves, then the rollup from the facts and the other links.
INSERT INTO "report_pipeline_fact"
  ("workspace_id", "project_id", "link_id", "kind", "day", "key", "held", "seconds")
SELECT * FROM "report_pipeline_compute"(ARRAY(SELECT DISTINCT "project_candidate_id" FROM "stage_history"));
--> statement-breakpoint
INSERT INTO "report_pipeline_day"
  ("workspace_id", "project_id", "day", "kind", "key", "held", "seconds", "n")
SELECT "workspace_id", "project_id", "day", "kind", "key", "held", "seconds", count(*)
  FROM (SELECT "workspace_id", "project_id", "day", "kind", "key", "held", "seconds" FROM "report_pipeline_fact"
        UNION ALL
        SELECT pc."workspace_id", pc."project_id", (pc."added_at" AT TIME ZONE 'UTC')::date, 'enter', pc."stage",
               NULL::text[], NULL::double precision
          FROM "project_candidate" pc
         WHERE NOT EXISTS (SELECT 1 FROM "report_pipeline_fact" f WHERE f."link_id" = pc."id")
        UNION ALL
        SELECT pc."workspace_id", pc."project_id", (pc."added_at" AT TIME ZONE 'UTC')::date, 'source', pc."source",
               ARRAY[pc."stage"], NULL
          FROM "project_candidate" pc
         WHERE NOT EXISTS (SELECT 1 FROM "report_pipeline_fact" f WHERE f."link_id" = pc."id")) AS "share"
 GROUP BY 1, 2, 3, 4, 5, 6, 7;


CREATE TABLE "project_stage_count" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"sub_stage" text,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "project_stage_count_project_idx" ON "project_stage_count" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_candidate_added_idx" ON "project_candidate" USING btree ("project_id","added_at","id");--> statement-breakpoint
CREATE INDEX "project_candidate_stage_added_idx" ON "project_candidate" USING btree ("project_id","stage","added_at","id");--> statement-breakpoint
-- Stage counts as deltas (see the project_stage_count table): one statement-level trigger per event,
-- since transition tables allow one event per trigger and no column list.
CREATE FUNCTION "project_stage_count_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_stage_count" ("workspace_id", "project_id", "stage", "sub_stage", "delta")
  SELECT "workspace_id", "project_id", "stage", "sub_stage", count(*)
    FROM "new_rows" GROUP BY "workspace_id", "project_id", "stage", "sub_stage";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "project_stage_count_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_stage_count" ("workspace_id", "project_id", "stage", "sub_stage", "delta")
  SELECT "workspace_id", "project_id", "stage", "sub_stage", sum("delta")
    FROM (SELECT "workspace_id", "project_id", "stage", "sub_stage", -1 AS "delta" FROM "old_rows"
          UNION ALL
          SELECT "workspace_id", "project_id", "stage", "sub_stage", 1 FROM "new_rows") AS "changes"
   GROUP BY "workspace_id", "project_id", "stage", "sub_stage"
  HAVING sum("delta") <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A project being deleted takes its deltas with it (next function), so none are written for it here.
CREATE FUNCTION "project_stage_count_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_stage_count" ("workspace_id", "project_id", "stage", "sub_stage", "delta")
  SELECT o."workspace_id", o."project_id", o."stage", o."sub_stage", -count(*)
    FROM "old_rows" o
   WHERE EXISTS (SELECT 1 FROM "project" p WHERE p."id" = o."project_id")
   GROUP BY o."workspace_id", o."project_id", o."stage", o."sub_stage";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "project_stage_count_on_project_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "project_stage_count" c USING "old_rows" o WHERE c."project_id" = o."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "project_candidate_stage_count_insert" AFTER INSERT ON "project_candidate"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_stage_count_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "project_candidate_stage_count_update" AFTER UPDATE ON "project_candidate"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_stage_count_on_update"();
--> statement-breakpoint
CREATE TRIGGER "project_candidate_stage_count_delete" AFTER DELETE ON "project_candidate"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_stage_count_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "project_stage_count_cleanup" AFTER DELETE ON "project"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_stage_count_on_project_delete"();
--> statement-breakpoint
INSERT INTO "project_stage_count" ("workspace_id", "project_id", "stage", "sub_stage", "delta")
SELECT "workspace_id", "project_id", "stage", "sub_stage", count(*)
  FROM "project_candidate" GROUP BY "workspace_id", "project_id", "stage", "sub_stage";

ALTER TABLE "project_candidate" DROP CONSTRAINT "project_candidate_workspace_id_workspace_id_fk";
--> statement-breakpoint
ALTER TABLE "project_candidate" DROP CONSTRAINT "project_candidate_added_by_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "stage_history" DROP CONSTRAINT "stage_history_workspace_id_workspace_id_fk";
--> statement-breakpoint
ALTER TABLE "stage_history" DROP CONSTRAINT "stage_history_moved_by_user_id_user_id_fk";
--> statement-breakpoint
-- What the dropped user foreign keys did (ON DELETE SET NULL), once per statement instead of a
-- lookup per inserted row. Readers left-join "user", so an id is shown as nobody either way.
CREATE FUNCTION "pipeline_rows_on_user_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "project_candidate" SET "added_by_user_id" = NULL
   WHERE "added_by_user_id" IN (SELECT "id" FROM "old_rows");
  UPDATE "stage_history" SET "moved_by_user_id" = NULL
   WHERE "moved_by_user_id" IN (SELECT "id" FROM "old_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_delete_clears_pipeline_rows" AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_rows_on_user_delete"();
--> statement-breakpoint
-- Entering a project is no longer a stage history row (the link's added_at / added_by is the entry;
-- the candidate page shows it as the oldest entry): the entry rows written so far go, moves stay.
DELETE FROM "stage_history" WHERE "from_stage" IS NULL;

CREATE TABLE "report_delivery_day" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mailbox_id" uuid,
	"step_type" text,
	"sent" integer NOT NULL,
	"bounced" integer NOT NULL,
	"opened" integer NOT NULL,
	"clicked" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_delivery_step" (
	"step_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stage_history" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "report_delivery_day" ADD CONSTRAINT "report_delivery_day_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delivery_day" ADD CONSTRAINT "report_delivery_day_step_id_report_delivery_step_step_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."report_delivery_step"("step_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delivery_step" ADD CONSTRAINT "report_delivery_step_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_delivery_step" ADD CONSTRAINT "report_delivery_step_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_delivery_day_step_idx" ON "report_delivery_day" USING btree ("step_id","day");--> statement-breakpoint
CREATE INDEX "report_delivery_step_campaign_idx" ON "report_delivery_step" USING btree ("campaign_id");--> statement-breakpoint
-- Covering (hand-written INCLUDE, which the schema cannot state): the report's pass over a
-- project's moves is an index-only scan in window order (decision 040).
CREATE INDEX "stage_history_project_idx" ON "stage_history" USING btree ("project_id","project_candidate_id","moved_at","id") INCLUDE ("from_stage","to_stage");
--> statement-breakpoint
-- The delivery rollup of the project report (decision 040): statement-level triggers with
-- transition tables, one per event (transition tables allow one event and no column list), append
-- deltas, so a set-based insert or update writes a few rows and concurrent senders never wait on
-- a shared counter row. A delivery counts once it is sent or bounced with a sent_at.
CREATE FUNCTION "report_delivery_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_delivery_step" ("step_id", "workspace_id", "campaign_id")
  SELECT DISTINCT ON (n."step_id") n."step_id", n."workspace_id", e."campaign_id"
    FROM "new_rows" n JOIN "campaign_enrollment" e ON e."id" = n."enrollment_id"
   WHERE NOT EXISTS (SELECT 1 FROM "report_delivery_step" s WHERE s."step_id" = n."step_id")
   ORDER BY n."step_id"
  ON CONFLICT ("step_id") DO NOTHING;
  INSERT INTO "report_delivery_day"
    ("workspace_id", "step_id", "day", "mailbox_id", "step_type", "sent", "bounced", "opened", "clicked")
  SELECT "workspace_id", "step_id", ("sent_at" AT TIME ZONE 'UTC')::date, "mailbox_id", "step_type",
         count(*), count(*) FILTER (WHERE "status" = 'bounced'), count("opened_at"), count("clicked_at")
    FROM "new_rows"
   WHERE "status" IN ('sent', 'bounced') AND "sent_at" IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_delivery_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_delivery_step" ("step_id", "workspace_id", "campaign_id")
  SELECT DISTINCT ON (n."step_id") n."step_id", n."workspace_id", e."campaign_id"
    FROM "new_rows" n JOIN "campaign_enrollment" e ON e."id" = n."enrollment_id"
   WHERE n."status" IN ('sent', 'bounced') AND n."sent_at" IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM "report_delivery_step" s WHERE s."step_id" = n."step_id")
   ORDER BY n."step_id"
  ON CONFLICT ("step_id") DO NOTHING;
  INSERT INTO "report_delivery_day"
    ("workspace_id", "step_id", "day", "mailbox_id", "step_type", "sent", "bounced", "opened", "clicked")
  SELECT c."workspace_id", c."step_id", c."day", c."mailbox_id", c."step_type",
         sum(c."sent"), sum(c."bounced"), sum(c."opened"), sum(c."clicked")
    FROM (SELECT "workspace_id", "step_id", ("sent_at" AT TIME ZONE 'UTC')::date AS "day", "mailbox_id",
                 "step_type", -1 AS "sent", -("status" = 'bounced')::int AS "bounced",
                 -("opened_at" IS NOT NULL)::int AS "opened", -("clicked_at" IS NOT NULL)::int AS "clicked"
            FROM "old_rows" WHERE "status" IN ('sent', 'bounced') AND "sent_at" IS NOT NULL
          UNION ALL
          SELECT "workspace_id", "step_id", ("sent_at" AT TIME ZONE 'UTC')::date, "mailbox_id",
                 "step_type", 1, ("status" = 'bounced')::int,
                 ("opened_at" IS NOT NULL)::int, ("clicked_at" IS NOT NULL)::int
            FROM "new_rows" WHERE "status" IN ('sent', 'bounced') AND "sent_at" IS NOT NULL) AS c
   WHERE EXISTS (SELECT 1 FROM "report_delivery_step" s WHERE s."step_id" = c."step_id")
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(c."sent") <> 0 OR sum(c."bounced") <> 0 OR sum(c."opened") <> 0 OR sum(c."clicked") <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A campaign (or workspace) being deleted takes its steps and their deltas with it (foreign
-- keys), so deliveries whose step is no longer mapped write nothing here.
CREATE FUNCTION "report_delivery_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "report_delivery_day"
    ("workspace_id", "step_id", "day", "mailbox_id", "step_type", "sent", "bounced", "opened", "clicked")
  SELECT o."workspace_id", o."step_id", (o."sent_at" AT TIME ZONE 'UTC')::date, o."mailbox_id", o."step_type",
         -count(*), -count(*) FILTER (WHERE o."status" = 'bounced'), -count(o."opened_at"), -count(o."clicked_at")
    FROM "old_rows" o
   WHERE o."status" IN ('sent', 'bounced') AND o."sent_at" IS NOT NULL
     AND EXISTS (SELECT 1 FROM "report_delivery_step" s WHERE s."step_id" = o."step_id")
   GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "campaign_delivery_report_insert" AFTER INSERT ON "campaign_delivery"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_delivery_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "campaign_delivery_report_update" AFTER UPDATE ON "campaign_delivery"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_delivery_on_update"();
--> statement-breakpoint
CREATE TRIGGER "campaign_delivery_report_delete" AFTER DELETE ON "campaign_delivery"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "report_delivery_on_delete"();
--> statement-breakpoint
-- Backfill: every step that has deliveries, and one row per cell of the deliveries already sent.
INSERT INTO "report_delivery_step" ("step_id", "workspace_id", "campaign_id")
SELECT DISTINCT ON (d."step_id") d."step_id", d."workspace_id", e."campaign_id"
  FROM "campaign_delivery" d JOIN "campaign_enrollment" e ON e."id" = d."enrollment_id"
 ORDER BY d."step_id";
--> statement-breakpoint
INSERT INTO "report_delivery_day"
  ("workspace_id", "step_id", "day", "mailbox_id", "step_type", "sent", "bounced", "opened", "clicked")
SELECT "workspace_id", "step_id", ("sent_at" AT TIME ZONE 'UTC')::date, "mailbox_id", "step_type",
       count(*), count(*) FILTER (WHERE "status" = 'bounced'), count("opened_at"), count("clicked_at")
  FROM "campaign_delivery"
 WHERE "status" IN ('sent', 'bounced') AND "sent_at" IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- stage_history.project_id (decision 040): the writers set it; a row inserted without it takes
-- its link's project. The WHEN clause is evaluated without calling the function, so writers that
-- set it pay nothing.
CREATE FUNCTION "stage_history_fill_project"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."project_id" := (SELECT pc."project_id" FROM "project_candidate" pc WHERE pc."id" = NEW."project_candidate_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stage_history_project" BEFORE INSERT ON "stage_history"
  FOR EACH ROW WHEN (NEW."project_id" IS NULL) EXECUTE FUNCTION "stage_history_fill_project"();
--> statement-breakpoint
UPDATE "stage_history" h SET "project_id" = pc."project_id"
  FROM "project_candidate" pc WHERE pc."id" = h."project_candidate_id" AND h."project_id" IS NULL;

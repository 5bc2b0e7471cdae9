ALTER TABLE "linkedin_action" ALTER COLUMN "enrollment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "linkedin_action" ALTER COLUMN "step_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "linkedin_action" ADD COLUMN "thread_id" uuid;--> statement-breakpoint
ALTER TABLE "linkedin_action" ADD CONSTRAINT "linkedin_action_thread_id_inbox_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inbox_thread"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A message sent for an inbox reply (no enrolment) joins the thread its action answers.
CREATE OR REPLACE FUNCTION "inbox_thread_on_linkedin_message"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_project uuid;
  v_inbound boolean := NEW."direction" = 'inbound';
  v_thread uuid;
BEGIN
  IF NEW."enrollment_id" IS NOT NULL THEN
    SELECT c."project_id" INTO v_project
      FROM "campaign_enrollment" e JOIN "campaign" c ON c."id" = e."campaign_id"
     WHERE e."id" = NEW."enrollment_id";
  ELSIF NEW."action_id" IS NOT NULL THEN
    SELECT t."project_id" INTO v_project
      FROM "linkedin_action" a JOIN "inbox_thread" t ON t."id" = a."thread_id"
     WHERE a."id" = NEW."action_id" AND t."workspace_id" = NEW."workspace_id";
  END IF;
  INSERT INTO "inbox_thread" AS t ("workspace_id", "candidate_id", "project_id", "channels",
      "last_message_at", "last_inbound_at", "inbound_count", "needs_reply")
  VALUES (NEW."workspace_id", NEW."candidate_id", v_project, ARRAY['linkedin'], NEW."at",
      CASE WHEN v_inbound THEN NEW."at" END, CASE WHEN v_inbound THEN 1 ELSE 0 END, v_inbound)
  ON CONFLICT ON CONSTRAINT "inbox_thread_uq" DO UPDATE SET
    "channels" = CASE WHEN 'linkedin' = ANY(t."channels") THEN t."channels" ELSE array_append(t."channels", 'linkedin') END,
    "last_message_at" = greatest(t."last_message_at", excluded."last_message_at"),
    "last_inbound_at" = greatest(t."last_inbound_at", excluded."last_inbound_at"),
    "inbound_count" = t."inbound_count" + excluded."inbound_count",
    "needs_reply" = v_inbound
  RETURNING t."id" INTO v_thread;
  UPDATE "linkedin_message" SET "thread_id" = v_thread WHERE "id" = NEW."id";
  RETURN NULL;
END $$;


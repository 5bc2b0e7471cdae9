CREATE TABLE "inbox_thread" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"project_id" uuid,
	"assignee_user_id" text,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"inbound_count" integer DEFAULT 0 NOT NULL,
	"needs_reply" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inbox_thread_uq" UNIQUE NULLS NOT DISTINCT("workspace_id","candidate_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_thread_read" (
	"workspace_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"read_count" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_thread_read_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "thread_id" uuid;--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "label_by" text;--> statement-breakpoint
ALTER TABLE "inbox_thread" ADD CONSTRAINT "inbox_thread_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_thread" ADD CONSTRAINT "inbox_thread_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_thread" ADD CONSTRAINT "inbox_thread_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_thread" ADD CONSTRAINT "inbox_thread_assignee_user_id_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_thread_read" ADD CONSTRAINT "inbox_thread_read_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_thread_read" ADD CONSTRAINT "inbox_thread_read_thread_id_inbox_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inbox_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_thread_read" ADD CONSTRAINT "inbox_thread_read_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_thread_list_idx" ON "inbox_thread" USING btree ("workspace_id","last_message_at","id") WHERE inbound_count > 0;--> statement-breakpoint
CREATE INDEX "inbox_thread_project_idx" ON "inbox_thread" USING btree ("project_id","last_message_at","id") WHERE inbound_count > 0;--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_thread_id_inbox_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inbox_thread"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_message_thread_idx" ON "email_message" USING btree ("thread_id","at","id");--> statement-breakpoint
-- Threads of the team inbox (decision 041): the messages stay in email_message; each new one joins
-- the thread of its (workspace, candidate, project) and updates its summary. AFTER INSERT, so a
-- message dropped by ON CONFLICT DO NOTHING (a mailbox read twice) counts nothing.
CREATE FUNCTION "inbox_thread_on_email_message"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_project uuid;
  v_inbound boolean := NEW."direction" = 'inbound';
  v_thread uuid;
BEGIN
  IF NEW."candidate_id" IS NULL THEN RETURN NULL; END IF;
  SELECT c."project_id" INTO v_project
    FROM "campaign_enrollment" e JOIN "campaign" c ON c."id" = e."campaign_id"
   WHERE e."id" = NEW."enrollment_id";
  INSERT INTO "inbox_thread" AS t ("workspace_id", "candidate_id", "project_id", "channels",
      "last_message_at", "last_inbound_at", "inbound_count", "needs_reply")
  VALUES (NEW."workspace_id", NEW."candidate_id", v_project, ARRAY['email'], NEW."at",
      CASE WHEN v_inbound THEN NEW."at" END, CASE WHEN v_inbound THEN 1 ELSE 0 END,
      v_inbound AND NEW."kind" = 'reply')
  ON CONFLICT ON CONSTRAINT "inbox_thread_uq" DO UPDATE SET
    "channels" = CASE WHEN 'email' = ANY(t."channels") THEN t."channels" ELSE array_append(t."channels", 'email') END,
    "last_message_at" = greatest(t."last_message_at", excluded."last_message_at"),
    "last_inbound_at" = greatest(t."last_inbound_at", excluded."last_inbound_at"),
    "inbound_count" = t."inbound_count" + excluded."inbound_count",
    "needs_reply" = CASE WHEN NOT v_inbound THEN false
                         WHEN NEW."kind" = 'reply' THEN true
                         ELSE t."needs_reply" END
  RETURNING t."id" INTO v_thread;
  UPDATE "email_message" SET "thread_id" = v_thread WHERE "id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "inbox_thread" ("workspace_id", "candidate_id", "project_id", "channels",
    "last_message_at", "last_inbound_at", "inbound_count", "needs_reply")
SELECT m."workspace_id", m."candidate_id", c."project_id", ARRAY['email'], max(m."at"),
       max(m."at") FILTER (WHERE m."direction" = 'inbound'),
       count(*) FILTER (WHERE m."direction" = 'inbound'),
       coalesce(max(m."at") FILTER (WHERE m."direction" = 'inbound' AND m."kind" = 'reply')
                > coalesce(max(m."at") FILTER (WHERE m."direction" = 'outbound'), '-infinity'), false)
  FROM "email_message" m
  LEFT JOIN "campaign_enrollment" e ON e."id" = m."enrollment_id"
  LEFT JOIN "campaign" c ON c."id" = e."campaign_id"
 WHERE m."candidate_id" IS NOT NULL
 GROUP BY m."workspace_id", m."candidate_id", c."project_id";
--> statement-breakpoint
UPDATE "email_message" m SET "thread_id" = t."id"
  FROM "inbox_thread" t
 WHERE t."workspace_id" = m."workspace_id" AND t."candidate_id" = m."candidate_id"
   AND t."project_id" IS NOT DISTINCT FROM (
     SELECT c."project_id" FROM "campaign_enrollment" e JOIN "campaign" c ON c."id" = e."campaign_id"
      WHERE e."id" = m."enrollment_id");
--> statement-breakpoint
CREATE TRIGGER "email_message_inbox_thread" AFTER INSERT ON "email_message"
  FOR EACH ROW EXECUTE FUNCTION "inbox_thread_on_email_message"();

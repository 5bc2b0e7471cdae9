CREATE TABLE "linkedin_identity_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"profile_url" text NOT NULL,
	"headline" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linkedin_action" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"step_type" text NOT NULL,
	"account_id" uuid,
	"candidate_id" uuid NOT NULL,
	"profile_url" text NOT NULL,
	"text" text,
	"requires_connection" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"mode" text DEFAULT 'automatic' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outcome" text,
	"detail" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linkedin_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"enrollment_id" uuid,
	"account_id" uuid,
	"action_id" uuid,
	"direction" text NOT NULL,
	"text_body" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"thread_id" uuid
);
--> statement-breakpoint
ALTER TABLE "linkedin_account" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "linkedin_account" ADD COLUMN "health_state" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "linkedin_account" ADD COLUMN "health_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "linkedin_account" ADD COLUMN "automation_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "linkedin_account" ADD COLUMN "limits" jsonb;--> statement-breakpoint
ALTER TABLE "linkedin_account" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "linkedin_account" ADD COLUMN "next_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "linkedin_identity_report" ADD CONSTRAINT "linkedin_identity_report_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_identity_report" ADD CONSTRAINT "linkedin_identity_report_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_action" ADD CONSTRAINT "linkedin_action_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_action" ADD CONSTRAINT "linkedin_action_enrollment_id_campaign_enrollment_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."campaign_enrollment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_action" ADD CONSTRAINT "linkedin_action_account_id_linkedin_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."linkedin_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_action" ADD CONSTRAINT "linkedin_action_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_message" ADD CONSTRAINT "linkedin_message_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_message" ADD CONSTRAINT "linkedin_message_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_message" ADD CONSTRAINT "linkedin_message_enrollment_id_campaign_enrollment_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."campaign_enrollment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_message" ADD CONSTRAINT "linkedin_message_account_id_linkedin_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."linkedin_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_message" ADD CONSTRAINT "linkedin_message_action_id_linkedin_action_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."linkedin_action"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_message" ADD CONSTRAINT "linkedin_message_thread_id_inbox_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inbox_thread"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_identity_report_uq" ON "linkedin_identity_report" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_action_uq" ON "linkedin_action" USING btree ("enrollment_id","step_id");--> statement-breakpoint
CREATE INDEX "linkedin_action_due_idx" ON "linkedin_action" USING btree ("account_id","scheduled_at") WHERE status in ('scheduled', 'claimed') and mode = 'automatic';--> statement-breakpoint
CREATE INDEX "linkedin_action_task_idx" ON "linkedin_action" USING btree ("workspace_id","scheduled_at") WHERE status = 'scheduled' and mode = 'manual';--> statement-breakpoint
CREATE INDEX "linkedin_action_count_idx" ON "linkedin_action" USING btree ("account_id","claimed_at");--> statement-breakpoint
CREATE INDEX "linkedin_action_candidate_idx" ON "linkedin_action" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_message_uq" ON "linkedin_message" USING btree ("workspace_id","candidate_id","direction","at",md5("text_body"));--> statement-breakpoint
CREATE INDEX "linkedin_message_thread_idx" ON "linkedin_message" USING btree ("thread_id","at");--> statement-breakpoint
CREATE FUNCTION "inbox_thread_on_linkedin_message"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_project uuid;
  v_inbound boolean := NEW."direction" = 'inbound';
  v_thread uuid;
BEGIN
  SELECT c."project_id" INTO v_project
    FROM "campaign_enrollment" e JOIN "campaign" c ON c."id" = e."campaign_id"
   WHERE e."id" = NEW."enrollment_id";
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
--> statement-breakpoint
CREATE TRIGGER "linkedin_message_inbox_thread" AFTER INSERT ON "linkedin_message"
  FOR EACH ROW EXECUTE FUNCTION "inbox_thread_on_linkedin_message"();

CREATE TABLE "whatsapp_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"session" text NOT NULL,
	"status" text NOT NULL,
	"phone" text,
	"error_message" text,
	"next_send_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"enrollment_id" uuid,
	"step_id" uuid,
	"account_id" uuid,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"to_phone" text,
	"from_phone" text,
	"body" text,
	"template_name" text,
	"template_variables" text[],
	"provider_message_id" text,
	"scheduled_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"thread_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_account" ADD CONSTRAINT "whatsapp_account_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_enrollment_id_campaign_enrollment_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."campaign_enrollment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_account_id_whatsapp_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."whatsapp_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_thread_id_inbox_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inbox_thread"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_account_workspace_uq" ON "whatsapp_account" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_account_session_uq" ON "whatsapp_account" USING btree ("session");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_message_step_uq" ON "whatsapp_message" USING btree ("enrollment_id","step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_message_provider_uq" ON "whatsapp_message" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_message_due_idx" ON "whatsapp_message" USING btree ("scheduled_at") WHERE status in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "whatsapp_message_candidate_idx" ON "whatsapp_message" USING btree ("candidate_id","at");--> statement-breakpoint
CREATE INDEX "whatsapp_message_thread_idx" ON "whatsapp_message" USING btree ("thread_id","at");--> statement-breakpoint
CREATE FUNCTION "inbox_thread_on_whatsapp_message"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  VALUES (NEW."workspace_id", NEW."candidate_id", v_project, ARRAY['whatsapp'], NEW."at",
      CASE WHEN v_inbound THEN NEW."at" END, CASE WHEN v_inbound THEN 1 ELSE 0 END, v_inbound)
  ON CONFLICT ON CONSTRAINT "inbox_thread_uq" DO UPDATE SET
    "channels" = CASE WHEN 'whatsapp' = ANY(t."channels") THEN t."channels" ELSE array_append(t."channels", 'whatsapp') END,
    "last_message_at" = greatest(t."last_message_at", excluded."last_message_at"),
    "last_inbound_at" = greatest(t."last_inbound_at", excluded."last_inbound_at"),
    "inbound_count" = t."inbound_count" + excluded."inbound_count",
    "needs_reply" = v_inbound
  RETURNING t."id" INTO v_thread;
  UPDATE "whatsapp_message" SET "thread_id" = v_thread WHERE "id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A planned message joins the conversation only once it was really sent.
CREATE TRIGGER "whatsapp_message_inbox_thread" AFTER INSERT OR UPDATE OF "status" ON "whatsapp_message"
  FOR EACH ROW WHEN (NEW."thread_id" IS NULL AND NEW."status" IN ('sent', 'received'))
  EXECUTE FUNCTION "inbox_thread_on_whatsapp_message"();


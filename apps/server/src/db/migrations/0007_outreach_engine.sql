CREATE TABLE "email_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"candidate_id" uuid,
	"enrollment_id" uuid,
	"delivery_id" uuid,
	"mailbox_id" uuid,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"subject" text DEFAULT '' NOT NULL,
	"from_email" text DEFAULT '' NOT NULL,
	"to_email" text DEFAULT '' NOT NULL,
	"text_body" text DEFAULT '' NOT NULL,
	"html_body" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tracking_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "signature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "smtp_host" text;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "smtp_port" integer;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "smtp_security" text;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "imap_host" text;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "imap_port" integer;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "imap_security" text;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "next_slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "imap_uid_validity" bigint;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "imap_last_uid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "track_opens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "track_clicks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "step_type" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "mailbox_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "to_email" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "text_body" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "references" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "step_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "mailbox_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "thread_message_id" text;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "thread_subject" text;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD COLUMN "last_message_id" text;--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "do_not_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "do_not_contact_reason" text;--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_enrollment_id_campaign_enrollment_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."campaign_enrollment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_delivery_id_campaign_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."campaign_delivery"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_mailbox_id_mailbox_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tracking_event" ADD CONSTRAINT "email_tracking_event_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tracking_event" ADD CONSTRAINT "email_tracking_event_delivery_id_campaign_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."campaign_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_message_uq" ON "email_message" USING btree ("workspace_id","message_id","direction");--> statement-breakpoint
CREATE INDEX "email_message_candidate_idx" ON "email_message" USING btree ("candidate_id","at");--> statement-breakpoint
CREATE INDEX "email_tracking_event_delivery_idx" ON "email_tracking_event" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_due_idx" ON "campaign_delivery" USING btree ("scheduled_at") WHERE status in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "campaign_delivery_mailbox_sent_idx" ON "campaign_delivery" USING btree ("mailbox_id","sent_at");--> statement-breakpoint
CREATE INDEX "campaign_delivery_message_idx" ON "campaign_delivery" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "campaign_enrollment_due_idx" ON "campaign_enrollment" USING btree ("next_run_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "campaign_enrollment_candidate_idx" ON "campaign_enrollment" USING btree ("candidate_id");--> statement-breakpoint
UPDATE "campaign_enrollment" SET "next_run_at" = "started_at" WHERE "status" = 'active' AND "next_run_at" IS NULL;

CREATE TABLE "campaign_status_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"running" boolean NOT NULL,
	"changed_by_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "problem_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_status_change" ADD CONSTRAINT "campaign_status_change_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_status_change" ADD CONSTRAINT "campaign_status_change_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_status_change" ADD CONSTRAINT "campaign_status_change_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_status_change" ADD CONSTRAINT "campaign_status_change_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_status_change_feed_idx" ON "campaign_status_change" USING btree ("workspace_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "stage_history_feed_idx" ON "stage_history" USING btree ("workspace_id","moved_at","id");--> statement-breakpoint
CREATE INDEX "import_job_feed_idx" ON "import_job" USING btree ("workspace_id","finished_at","id") WHERE finished_at is not null;--> statement-breakpoint
CREATE INDEX "interview_invitation_completed_feed_idx" ON "interview_invitation" USING btree ("workspace_id","completed_at","id") WHERE completed_at is not null;--> statement-breakpoint
CREATE INDEX "email_message_reply_feed_idx" ON "email_message" USING btree ("workspace_id","at","id") WHERE direction = 'inbound' and kind = 'reply';
CREATE TABLE "linkedin_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"profile_url" text NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"display_name" text,
	"provider" text NOT NULL,
	"status" text DEFAULT 'verified' NOT NULL,
	"invalid_reason" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"daily_limit" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_enrollment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"sequence_version_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_sequence_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"header" text,
	"body" text NOT NULL,
	"footer" text,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_generation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" text,
	"status" text DEFAULT 'running' NOT NULL,
	"request" jsonb NOT NULL,
	"generated_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "schedule" jsonb DEFAULT '{"days":[1,2,3,4,5],"start_hour":9,"end_hour":17,"timezone":"UTC"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "daily_limit" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "launched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "head_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "linkedin_account" ADD CONSTRAINT "linkedin_account_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_account" ADD CONSTRAINT "linkedin_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox" ADD CONSTRAINT "mailbox_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox" ADD CONSTRAINT "mailbox_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD CONSTRAINT "campaign_delivery_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_delivery" ADD CONSTRAINT "campaign_delivery_enrollment_id_campaign_enrollment_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."campaign_enrollment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD CONSTRAINT "campaign_enrollment_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD CONSTRAINT "campaign_enrollment_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD CONSTRAINT "campaign_enrollment_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_enrollment" ADD CONSTRAINT "campaign_enrollment_sequence_version_id_campaign_sequence_version_id_fk" FOREIGN KEY ("sequence_version_id") REFERENCES "public"."campaign_sequence_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sequence_version" ADD CONSTRAINT "campaign_sequence_version_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sequence_version" ADD CONSTRAINT "campaign_sequence_version_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_generation" ADD CONSTRAINT "step_generation_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_generation" ADD CONSTRAINT "step_generation_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_generation" ADD CONSTRAINT "step_generation_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_generation" ADD CONSTRAINT "step_generation_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_account_member_uq" ON "linkedin_account" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_workspace_email_uq" ON "mailbox" USING btree ("workspace_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_delivery_uq" ON "campaign_delivery" USING btree ("enrollment_id","step_id");--> statement-breakpoint
CREATE INDEX "campaign_delivery_step_idx" ON "campaign_delivery" USING btree ("step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_enrollment_uq" ON "campaign_enrollment" USING btree ("campaign_id","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_sequence_version_uq" ON "campaign_sequence_version" USING btree ("campaign_id","version");--> statement-breakpoint
CREATE INDEX "message_template_workspace_idx" ON "message_template" USING btree ("workspace_id","channel");--> statement-breakpoint
CREATE INDEX "step_generation_campaign_idx" ON "step_generation" USING btree ("campaign_id","created_at");
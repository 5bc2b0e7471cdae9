CREATE TABLE "interview_answer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"invitation_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"mode" text NOT NULL,
	"text" text,
	"transcription" text DEFAULT 'none' NOT NULL,
	"audio_file_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_evaluation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"invitation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"evaluation" jsonb,
	"verdict" text,
	"overall_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"plan" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"credit_hold_id" uuid,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"consented_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"time_extended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_verdict_decision" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"reason" text NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_answer" ADD CONSTRAINT "interview_answer_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answer" ADD CONSTRAINT "interview_answer_invitation_id_interview_invitation_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answer" ADD CONSTRAINT "interview_answer_audio_file_id_stored_file_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_evaluation" ADD CONSTRAINT "interview_evaluation_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_evaluation" ADD CONSTRAINT "interview_evaluation_invitation_id_interview_invitation_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."interview_invitation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD CONSTRAINT "interview_invitation_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD CONSTRAINT "interview_invitation_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD CONSTRAINT "interview_invitation_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD CONSTRAINT "interview_invitation_credit_hold_id_credit_ledger_id_fk" FOREIGN KEY ("credit_hold_id") REFERENCES "public"."credit_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD CONSTRAINT "interview_invitation_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_verdict_decision" ADD CONSTRAINT "interview_verdict_decision_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_verdict_decision" ADD CONSTRAINT "interview_verdict_decision_evaluation_id_interview_evaluation_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."interview_evaluation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_verdict_decision" ADD CONSTRAINT "interview_verdict_decision_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answer_question_uq" ON "interview_answer" USING btree ("invitation_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_evaluation_invitation_uq" ON "interview_evaluation" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitation_token_uq" ON "interview_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitation_live_uq" ON "interview_invitation" USING btree ("project_id","candidate_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "interview_invitation_workspace_idx" ON "interview_invitation" USING btree ("workspace_id","project_id");--> statement-breakpoint
CREATE INDEX "interview_verdict_decision_evaluation_idx" ON "interview_verdict_decision" USING btree ("evaluation_id");
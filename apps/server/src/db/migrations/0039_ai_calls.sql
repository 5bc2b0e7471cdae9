CREATE TABLE "ai_call" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"enrollment_id" uuid,
	"step_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"to_number" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"outcome" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"provider_call_id" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"ended_reason" text,
	"transcript" text,
	"recording_url" text,
	"summary" text,
	"interest" text,
	"credit_hold_id" uuid,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_call" ADD CONSTRAINT "ai_call_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_call" ADD CONSTRAINT "ai_call_enrollment_id_campaign_enrollment_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."campaign_enrollment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_call" ADD CONSTRAINT "ai_call_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_call_provider_uq" ON "ai_call" USING btree ("provider_call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_call_attempt_uq" ON "ai_call" USING btree ("enrollment_id","step_id","attempt");--> statement-breakpoint
CREATE INDEX "ai_call_due_idx" ON "ai_call" USING btree ("scheduled_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "ai_call_candidate_idx" ON "ai_call" USING btree ("workspace_id","candidate_id");

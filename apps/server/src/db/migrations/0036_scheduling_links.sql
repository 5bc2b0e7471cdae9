CREATE TABLE "interview_booking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"calendar_account_ids" uuid[] NOT NULL,
	"event_uid" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduling_link" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"created_by" text,
	"token_hash" text NOT NULL,
	"title" text NOT NULL,
	"video_url" text,
	"calendar_account_ids" uuid[] NOT NULL,
	"rules" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_booking" ADD CONSTRAINT "interview_booking_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_booking" ADD CONSTRAINT "interview_booking_link_id_scheduling_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."scheduling_link"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_booking" ADD CONSTRAINT "interview_booking_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_link" ADD CONSTRAINT "scheduling_link_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_link" ADD CONSTRAINT "scheduling_link_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_link" ADD CONSTRAINT "scheduling_link_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_link" ADD CONSTRAINT "scheduling_link_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_booking_one_per_link_uq" ON "interview_booking" USING btree ("link_id") WHERE "interview_booking"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "interview_booking_time_idx" ON "interview_booking" USING btree ("workspace_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_link_token_uq" ON "scheduling_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scheduling_link_candidate_idx" ON "scheduling_link" USING btree ("workspace_id","candidate_id");
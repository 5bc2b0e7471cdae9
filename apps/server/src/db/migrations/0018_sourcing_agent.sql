CREATE TABLE "sourcing_run" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" text,
	"sees_every_project" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"query" text NOT NULL,
	"filters" jsonb NOT NULL,
	"count" integer NOT NULL,
	"helper" text NOT NULL,
	"searched" integer DEFAULT 0 NOT NULL,
	"ranked" integer DEFAULT 0 NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"hold_id" uuid,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"message" text,
	"cancel_requested_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_run_candidate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"score" integer,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text NOT NULL,
	"written_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sourcing_run" ADD CONSTRAINT "sourcing_run_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_run" ADD CONSTRAINT "sourcing_run_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_run" ADD CONSTRAINT "sourcing_run_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_run_candidate" ADD CONSTRAINT "sourcing_run_candidate_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_run_candidate" ADD CONSTRAINT "sourcing_run_candidate_run_id_sourcing_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."sourcing_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_run_candidate" ADD CONSTRAINT "sourcing_run_candidate_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_run_candidate" ADD CONSTRAINT "sourcing_run_candidate_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sourcing_run_project_idx" ON "sourcing_run" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_run_candidate_run_candidate_uq" ON "sourcing_run_candidate" USING btree ("run_id","candidate_id");--> statement-breakpoint
CREATE INDEX "sourcing_run_candidate_project_candidate_idx" ON "sourcing_run_candidate" USING btree ("project_id","candidate_id");
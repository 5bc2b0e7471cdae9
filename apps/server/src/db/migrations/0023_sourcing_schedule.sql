CREATE TABLE "sourcing_schedule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"query" text NOT NULL,
	"filters" jsonb NOT NULL,
	"count" integer NOT NULL,
	"local_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sourcing_schedule" ADD CONSTRAINT "sourcing_schedule_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_schedule" ADD CONSTRAINT "sourcing_schedule_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_schedule" ADD CONSTRAINT "sourcing_schedule_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_schedule" ADD CONSTRAINT "sourcing_schedule_last_run_id_sourcing_run_id_fk" FOREIGN KEY ("last_run_id") REFERENCES "public"."sourcing_run"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_schedule_project_uq" ON "sourcing_schedule" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sourcing_schedule_due_idx" ON "sourcing_schedule" USING btree ("next_run_at") WHERE "sourcing_schedule"."enabled";
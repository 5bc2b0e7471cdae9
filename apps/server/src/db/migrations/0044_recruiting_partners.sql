CREATE TABLE "partner_project" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"workspace_member_id" uuid NOT NULL,
	"granted_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_invitation" ADD COLUMN "agency_name" text;--> statement-breakpoint
ALTER TABLE "workspace_invitation" ADD COLUMN "project_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_member" ADD COLUMN "agency_name" text;--> statement-breakpoint
ALTER TABLE "partner_project" ADD CONSTRAINT "partner_project_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_project" ADD CONSTRAINT "partner_project_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_project" ADD CONSTRAINT "partner_project_workspace_member_id_workspace_member_id_fk" FOREIGN KEY ("workspace_member_id") REFERENCES "public"."workspace_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_project" ADD CONSTRAINT "partner_project_granted_by_user_id_user_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_project_project_member_uq" ON "partner_project" USING btree ("project_id","workspace_member_id");--> statement-breakpoint
CREATE INDEX "partner_project_member_idx" ON "partner_project" USING btree ("workspace_member_id");
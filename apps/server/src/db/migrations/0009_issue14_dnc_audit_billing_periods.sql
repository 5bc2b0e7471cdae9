CREATE TABLE "do_not_contact_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"changed_by_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "do_not_contact_by_user_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "do_not_contact_change" ADD CONSTRAINT "do_not_contact_change_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact_change" ADD CONSTRAINT "do_not_contact_change_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact_change" ADD CONSTRAINT "do_not_contact_change_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "do_not_contact_change_candidate_idx" ON "do_not_contact_change" USING btree ("candidate_id");--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_do_not_contact_by_user_id_user_id_fk" FOREIGN KEY ("do_not_contact_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Plan grants made before billing periods were recorded belong to the workspace's running period:
-- without this, a workspace that bought a plan earlier would get full credits again on its next change.
UPDATE "credit_ledger" AS l SET "period_end" = w."current_period_end" FROM "workspace" AS w
 WHERE l."workspace_id" = w."id" AND l."reason" = 'plan_grant' AND l."period_end" IS NULL
   AND w."current_period_end" > now() AND l."created_at" > w."current_period_end" - interval '30 days';

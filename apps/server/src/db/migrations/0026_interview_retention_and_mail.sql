ALTER TABLE "workspace" ADD COLUMN "interview_retention_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace" ADD CONSTRAINT "workspace_interview_retention_days_ck" CHECK ("workspace"."interview_retention_days" between 7 and 3650);--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD COLUMN "mailbox_id" uuid;--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD COLUMN "thank_you_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_invitation" ADD CONSTRAINT "interview_invitation_mailbox_id_mailbox_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Invitations from before this column: their delivery was not recorded; they count as sent.
UPDATE "interview_invitation" SET "delivered_at" = "sent_at" WHERE "delivered_at" IS NULL;

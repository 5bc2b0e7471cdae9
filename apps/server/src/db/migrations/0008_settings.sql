-- Settings (issue 7): profile photo and e-mail change, workspace logo, member deactivation, invitation resends.
ALTER TABLE "workspace" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "workspace_member" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspace_invitation" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspace_invitation" ADD COLUMN "send_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "email_change_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "email_change_request_user_idx" ON "email_change_request" ("user_id");

CREATE TABLE "calendar_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"address" text NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"secret" text NOT NULL,
	"event_calendar_url" text NOT NULL,
	"calendars" jsonb NOT NULL,
	"status" text DEFAULT 'verified' NOT NULL,
	"invalid_reason" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_account" ADD CONSTRAINT "calendar_account_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_account" ADD CONSTRAINT "calendar_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_account_owner_address_uq" ON "calendar_account" USING btree ("workspace_id","user_id","address");--> statement-breakpoint
CREATE INDEX "calendar_account_workspace_idx" ON "calendar_account" USING btree ("workspace_id","status");
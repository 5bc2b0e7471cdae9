CREATE TABLE "slack_connection" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"user_id" text NOT NULL,
	"team_id" text NOT NULL,
	"team_name" text NOT NULL,
	"bot_token_sealed" text NOT NULL,
	"authed_user_id" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"invalid_reason" text,
	"dm_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slack_notification_setting" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"disabled_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slack_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_id" text NOT NULL,
	"destination" text NOT NULL,
	"connection_id" uuid NOT NULL,
	"text" text NOT NULL,
	"blocks" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slack_project_channel" (
	"workspace_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"channel_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slack_project_channel_project_id_pk" PRIMARY KEY("project_id")
);
--> statement-breakpoint
ALTER TABLE "slack_connection" ADD CONSTRAINT "slack_connection_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_connection" ADD CONSTRAINT "slack_connection_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_notification_setting" ADD CONSTRAINT "slack_notification_setting_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_outbox" ADD CONSTRAINT "slack_outbox_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_outbox" ADD CONSTRAINT "slack_outbox_connection_id_slack_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."slack_connection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_project_channel" ADD CONSTRAINT "slack_project_channel_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_project_channel" ADD CONSTRAINT "slack_project_channel_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slack_connection_workspace_uq" ON "slack_connection" USING btree ("workspace_id") WHERE scope = 'workspace';--> statement-breakpoint
CREATE UNIQUE INDEX "slack_connection_personal_uq" ON "slack_connection" USING btree ("workspace_id","user_id") WHERE scope = 'personal';--> statement-breakpoint
CREATE UNIQUE INDEX "slack_outbox_event_uq" ON "slack_outbox" USING btree ("workspace_id","kind","event_id","destination");--> statement-breakpoint
CREATE INDEX "slack_outbox_due_idx" ON "slack_outbox" USING btree ("next_attempt_at") WHERE status = 'pending';
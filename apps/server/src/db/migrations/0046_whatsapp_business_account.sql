CREATE TABLE "whatsapp_business_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"phone_number_id" text NOT NULL,
	"waba_id" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"app_secret_sealed" text NOT NULL,
	"verify_token" text NOT NULL,
	"display_phone_number" text,
	"status" text NOT NULL,
	"error_message" text,
	"templates_synced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_template" ADD COLUMN "provider_name" text;--> statement-breakpoint
ALTER TABLE "message_template" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "message_template" ADD COLUMN "approval_status" text;--> statement-breakpoint
ALTER TABLE "message_template" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD COLUMN "business_account_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD COLUMN "template_payload" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_business_account" ADD CONSTRAINT "whatsapp_business_account_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_business_account_workspace_uq" ON "whatsapp_business_account" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_business_account_phone_uq" ON "whatsapp_business_account" USING btree ("phone_number_id");--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_business_account_id_whatsapp_business_account_id_fk" FOREIGN KEY ("business_account_id") REFERENCES "public"."whatsapp_business_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_template_provider_uq" ON "message_template" USING btree ("workspace_id","provider_name","language") WHERE provider_name is not null;
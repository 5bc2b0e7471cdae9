CREATE TABLE "stripe_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"workspace_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "workspace" ADD CONSTRAINT "workspace_stripe_customer_id_unique" UNIQUE("stripe_customer_id");
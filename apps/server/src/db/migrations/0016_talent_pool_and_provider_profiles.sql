CREATE TABLE "provider_profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "pool_key" text;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD CONSTRAINT "provider_profile_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_profile_workspace_provider_uq" ON "provider_profile" USING btree ("workspace_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_workspace_pool_key_uq" ON "candidate" USING btree ("workspace_id","pool_key") WHERE pool_key is not null;
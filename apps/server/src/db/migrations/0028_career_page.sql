ALTER TABLE "project" ADD COLUMN "career_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "career_slug" text;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "career_page_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "career_brand_color" text;--> statement-breakpoint
ALTER TABLE "workspace" ADD CONSTRAINT "workspace_career_slug_unique" UNIQUE("career_slug");
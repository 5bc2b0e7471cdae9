ALTER TABLE "project" ADD COLUMN "published_on_career_page" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "career_slug" text;--> statement-breakpoint
ALTER TABLE "workspace" ADD COLUMN "career_page_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace" ADD CONSTRAINT "workspace_career_slug_unique" UNIQUE("career_slug");
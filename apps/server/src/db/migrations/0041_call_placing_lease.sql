ALTER TABLE "ai_call" ADD COLUMN "placing_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ai_call_placing_idx" ON "ai_call" USING btree ("placing_since") WHERE status = 'placing';--> statement-breakpoint
-- Claims made before this column existed are taken back after the lease like any other.
UPDATE "ai_call" SET "placing_since" = now() WHERE "status" = 'placing';

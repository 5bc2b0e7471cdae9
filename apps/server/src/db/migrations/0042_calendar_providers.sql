ALTER TABLE "interview_booking" ADD COLUMN "event_calendar_id" text;--> statement-breakpoint
ALTER TABLE "interview_booking" ADD COLUMN "provider_event_id" text;
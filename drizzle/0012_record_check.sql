ALTER TABLE "seeker_disclosure" ADD COLUMN "record_check" jsonb;--> statement-breakpoint
ALTER TABLE "seeker_disclosure" ADD COLUMN "record_check_saved_at" timestamp with time zone;
ALTER TABLE "application" ADD COLUMN "cv_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "cv_sent_at" timestamp with time zone;--> statement-breakpoint
-- Applications sent with a CV before versions were kept: the CV as it is now is the best copy left.
UPDATE "application" AS a SET "cv_snapshot" = c."data", "cv_sent_at" = c."updated_at"
FROM "cv" AS c WHERE c."user_id" = a."seeker_user_id" AND a."cv_attached";--> statement-breakpoint
UPDATE "application" SET "cv_attached" = false WHERE "cv_attached" AND "cv_snapshot" IS NULL;

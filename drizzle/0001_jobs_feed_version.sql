-- The jobs feed ranks from an in-memory index of active jobs. Every statement that changes the
-- job or company table stamps feed_version with a new value from a sequence (not restarted by
-- TRUNCATE ... RESTART IDENTITY), in the same transaction; a feed request reads the stamp with its
-- other data and reloads the index when the stamp differs from the one the index was read with.
-- Stamps are written under the row's lock, so a reader that sees a stamp also sees every change
-- committed before it.
CREATE SEQUENCE IF NOT EXISTS "feed_version_seq";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "feed_version" (
	"name" text PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stamp_jobs_feed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "feed_version" ("name", "stamp") VALUES ('jobs', nextval('feed_version_seq'))
	ON CONFLICT ("name") DO UPDATE SET "stamp" = excluded."stamp";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_stamps_jobs_feed_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job"
	FOR EACH STATEMENT EXECUTE FUNCTION "stamp_jobs_feed_version"();
--> statement-breakpoint
CREATE TRIGGER "company_stamps_jobs_feed_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company"
	FOR EACH STATEMENT EXECUTE FUNCTION "stamp_jobs_feed_version"();

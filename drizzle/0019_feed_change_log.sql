-- The feeds' indexes are updated from a per-row change log instead of read again whole on every
-- change (docs/decisions/0008). Each change to a job, a company or a seeker's profile (but the
-- "last active" touch, see 0003) writes a row naming what changed; a process applies the rows
-- after the last one it has seen, in order, and reads the changed rows again. The ids come from
-- feed_version_seq, which TRUNCATE ... RESTART IDENTITY does not restart, so they only grow, and
-- a feed's stamp (feed_version, 0001) is now the id of its latest row.
--
-- A feed's writers are serialised from their first logged row to their commit (they lock the
-- feed's feed_version row before taking an id), so a feed's ids are in commit order: a reader that
-- sees a feed's stamp sees every row of that feed up to it.
--
-- Kinds: 'job' (row_id: the job's id) and 'company' (its id: its jobs' cards) for the jobs feed,
-- 'seeker' (the user id) for the seekers feed; 'jobs' or 'seekers' with no row id when a table
-- was truncated (read everything again); 'truncated' when this log itself was, and 'pruned'
-- (row_id: the last id removed) when old rows were removed: a process that has not seen them all
-- reads everything again.
CREATE TABLE IF NOT EXISTS "feed_change" (
	"id" bigint PRIMARY KEY DEFAULT nextval('feed_version_seq') NOT NULL,
	"kind" text NOT NULL,
	"row_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feed_change_created_idx" ON "feed_change" USING btree ("created_at");
--> statement-breakpoint
-- Logs the given rows of a feed, and stamps the feed with the last id.
CREATE OR REPLACE FUNCTION "feed_log"("p_feed" text, "p_kind" text, "p_ids" text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	v_last bigint;
BEGIN
	IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN
		RETURN;
	END IF;
	-- The lock first, then the ids (see above).
	INSERT INTO "feed_version" ("name", "stamp") VALUES (p_feed, 0)
	ON CONFLICT ("name") DO UPDATE SET "stamp" = "feed_version"."stamp";
	INSERT INTO "feed_change" ("kind", "row_id") SELECT p_kind, i FROM unnest(p_ids) AS i;
	v_last := currval('feed_version_seq');
	UPDATE "feed_version" SET "stamp" = v_last WHERE "name" = p_feed;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "feed_log_job_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM feed_log('jobs', 'job', array(SELECT DISTINCT c.id::text FROM changed c));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "feed_log_company_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM feed_log('jobs', 'company', array(SELECT DISTINCT c.id::text FROM changed c));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "feed_log_seeker_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM feed_log('seekers', 'seeker', array(SELECT DISTINCT c.user_id FROM changed c));
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- The "last active" touch is left out as before (0003): this trigger is for each row, with the
-- same condition.
CREATE OR REPLACE FUNCTION "feed_log_seeker_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM feed_log('seekers', 'seeker', ARRAY[new.user_id]);
	IF old.user_id IS DISTINCT FROM new.user_id THEN
		PERFORM feed_log('seekers', 'seeker', ARRAY[old.user_id]);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "feed_log_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM feed_log(TG_ARGV[0], TG_ARGV[0], ARRAY[NULL::text]);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "feed_change_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "feed_change" ("kind") VALUES ('truncated');
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "job_stamps_jobs_feed_version" ON "job";--> statement-breakpoint
DROP TRIGGER IF EXISTS "company_stamps_jobs_feed_version" ON "company";--> statement-breakpoint
DROP TRIGGER IF EXISTS "seeker_profile_stamps_feed_version" ON "seeker_profile";--> statement-breakpoint
DROP TRIGGER IF EXISTS "seeker_profile_update_stamps_feed_version" ON "seeker_profile";--> statement-breakpoint
DROP FUNCTION IF EXISTS "stamp_jobs_feed_version"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "stamp_seekers_feed_version"();--> statement-breakpoint
CREATE TRIGGER "job_inserted_logs_feed" AFTER INSERT ON "job"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_job_rows"();
--> statement-breakpoint
CREATE TRIGGER "job_updated_logs_feed" AFTER UPDATE ON "job"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_job_rows"();
--> statement-breakpoint
CREATE TRIGGER "job_deleted_logs_feed" AFTER DELETE ON "job"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_job_rows"();
--> statement-breakpoint
CREATE TRIGGER "job_truncated_logs_feed" AFTER TRUNCATE ON "job"
	FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_truncated"('jobs');
--> statement-breakpoint
CREATE TRIGGER "company_updated_logs_feed" AFTER UPDATE ON "company"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_company_rows"();
--> statement-breakpoint
CREATE TRIGGER "company_deleted_logs_feed" AFTER DELETE ON "company"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_company_rows"();
--> statement-breakpoint
CREATE TRIGGER "company_truncated_logs_feed" AFTER TRUNCATE ON "company"
	FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_truncated"('jobs');
--> statement-breakpoint
CREATE TRIGGER "seeker_profile_inserted_logs_feed" AFTER INSERT ON "seeker_profile"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_seeker_rows"();
--> statement-breakpoint
CREATE TRIGGER "seeker_profile_deleted_logs_feed" AFTER DELETE ON "seeker_profile"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_seeker_rows"();
--> statement-breakpoint
CREATE TRIGGER "seeker_profile_truncated_logs_feed" AFTER TRUNCATE ON "seeker_profile"
	FOR EACH STATEMENT EXECUTE FUNCTION "feed_log_truncated"('seekers');
--> statement-breakpoint
CREATE TRIGGER "seeker_profile_updated_logs_feed" AFTER UPDATE ON "seeker_profile"
	FOR EACH ROW WHEN (NOT (
		new.last_active_at = now() AND new.last_active_at >= old.last_active_at
		AND (old.user_id, old.key_skills, old.setup_completed_at, old.availability_status, old.first_name,
			old.last_name, old.job_title, old.headline, old.location_city, old.location_country,
			old.profile_image_url)
		IS NOT DISTINCT FROM
			(new.user_id, new.key_skills, new.setup_completed_at, new.availability_status, new.first_name,
			new.last_name, new.job_title, new.headline, new.location_city, new.location_country,
			new.profile_image_url)
	))
	EXECUTE FUNCTION "feed_log_seeker_row"();
--> statement-breakpoint
CREATE TRIGGER "feed_change_truncated_marks" AFTER TRUNCATE ON "feed_change"
	FOR EACH STATEMENT EXECUTE FUNCTION "feed_change_truncated"();

-- The seekers feed ranks from an in-memory index of seekers with a completed profile who are
-- actively looking (see 0001 for the stamp). Any change to seeker_profile stamps 'seekers', except
-- the "last active" touch (an update that only moves last_active_at forward to now()): the feed
-- reads recent touches itself, by last_active_at, with the rest of each request's data.
CREATE OR REPLACE FUNCTION "stamp_seekers_feed_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "feed_version" ("name", "stamp") VALUES ('seekers', nextval('feed_version_seq'))
	ON CONFLICT ("name") DO UPDATE SET "stamp" = excluded."stamp";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "seeker_profile_stamps_feed_version" AFTER INSERT OR DELETE OR TRUNCATE ON "seeker_profile"
	FOR EACH STATEMENT EXECUTE FUNCTION "stamp_seekers_feed_version"();
--> statement-breakpoint
CREATE TRIGGER "seeker_profile_update_stamps_feed_version" AFTER UPDATE ON "seeker_profile"
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
	EXECUTE FUNCTION "stamp_seekers_feed_version"();

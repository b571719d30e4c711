-- The seekers feed reads, for each deck, the list of seekers the company swiped (it leaves them
-- out), and that list grows with every swipe. A version per company, moved by triggers whenever
-- the list's membership changes (a swipe made or deleted; not a changed action), lets the feed ask
-- for the list only when it differs from the one it holds. Versions come from feed_version_seq, so
-- they never repeat. No foreign key: deleting a company deletes its swipes, whose trigger writes
-- here (a version row of a deleted company is harmless).
CREATE TABLE IF NOT EXISTS "company_swipes_version" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Gives each of the companies a new version.
CREATE OR REPLACE FUNCTION "bump_company_swipes_versions"("p_companies" uuid[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "company_swipes_version" ("company_id", "version")
	SELECT c.company_id, nextval('feed_version_seq') FROM (SELECT DISTINCT unnest(p_companies) AS company_id) c
	WHERE c.company_id IS NOT NULL
	ON CONFLICT ("company_id") DO UPDATE SET "version" = excluded."version";
$$;
--> statement-breakpoint
SELECT "bump_company_swipes_versions"(array(SELECT DISTINCT "company_id" FROM "seeker_swipe"));
--> statement-breakpoint
-- For inserts and deletes: both triggers name their transition table changed_rows.
CREATE OR REPLACE FUNCTION "stamp_company_swipes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "bump_company_swipes_versions"(array(SELECT company_id FROM changed_rows));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stamp_company_swipes_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "bump_company_swipes_versions"(ARRAY[old.company_id, new.company_id]);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stamp_company_swipes_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "company_swipes_version" SET "version" = nextval('feed_version_seq');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "seeker_swipe_inserted_stamps_company" AFTER INSERT ON "seeker_swipe"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "stamp_company_swipes"();
--> statement-breakpoint
CREATE TRIGGER "seeker_swipe_deleted_stamps_company" AFTER DELETE ON "seeker_swipe"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "stamp_company_swipes"();
--> statement-breakpoint
CREATE TRIGGER "seeker_swipe_moved_stamps_company" AFTER UPDATE OF "company_id", "seeker_user_id" ON "seeker_swipe"
	FOR EACH ROW WHEN (old.company_id IS DISTINCT FROM new.company_id OR old.seeker_user_id IS DISTINCT FROM new.seeker_user_id)
	EXECUTE FUNCTION "stamp_company_swipes_moved"();
--> statement-breakpoint
CREATE TRIGGER "seeker_swipe_truncated_stamps_company" AFTER TRUNCATE ON "seeker_swipe"
	FOR EACH STATEMENT EXECUTE FUNCTION "stamp_company_swipes_truncated"();

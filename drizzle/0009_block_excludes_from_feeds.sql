-- A blocked conversation keeps the pair out of each other's decks. The seekers feed holds each
-- company's list of seekers to leave out by version (0006): a block or unblock moves the version,
-- so the next deck reads the list again with the blocked seekers in it.
CREATE OR REPLACE FUNCTION "stamp_company_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF old.blocked_by IS DISTINCT FROM new.blocked_by THEN
		PERFORM "bump_company_swipes_versions"(ARRAY[new.company_id]);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "conversation_block_stamp" AFTER UPDATE OF "blocked_by" ON "conversation"
	FOR EACH ROW EXECUTE FUNCTION "stamp_company_blocks"();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversation_blocked_idx" ON "conversation" ("company_id", "seeker_user_id")
	WHERE "blocked_by" IS NOT NULL;

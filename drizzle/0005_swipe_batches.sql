-- Swipes arriving together, in one statement and one transaction (one commit for the batch instead
-- of one each). Each swipe is the single-swipe function of 0002, so the rules are the same. A swipe
-- that can match holds its (company, seeker) pair's advisory lock until the batch commits, so the
-- swipes are taken in the order of that lock's key (then seeker, target): every batch, of seekers
-- or employers, takes its locks in that one order, and two batches never wait on each other in a
-- circle. Rows come back numbered as given (n, from 1).
CREATE OR REPLACE FUNCTION "matching_seeker_swipes"("p_seekers" text[], "p_jobs" uuid[], "p_actions" text[])
RETURNS TABLE ("n" bigint, "job_found" boolean, "match_id" uuid, "created" boolean) LANGUAGE plpgsql AS $$
DECLARE
	r record;
BEGIN
	FOR r IN
		SELECT i.n, i.seeker, i.job, i.action
		FROM unnest(p_seekers, p_jobs, p_actions) WITH ORDINALITY AS i(seeker, job, action, n)
		LEFT JOIN job j ON j.id = i.job
		ORDER BY hashtextextended(coalesce(j.company_id::text, '') || '/' || i.seeker, 0), i.seeker, i.job::text, i.n
	LOOP
		n := r.n;
		SELECT s.job_found, s.match_id, s.created INTO job_found, match_id, created
		FROM matching_seeker_swipe(r.seeker, r.job, r.action) s;
		RETURN NEXT;
	END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "matching_employer_swipes"("p_hirers" text[], "p_seekers" text[], "p_actions" text[], "p_contexts" uuid[])
RETURNS TABLE ("n" bigint, "company_ok" boolean, "seeker_ok" boolean, "job_ok" boolean, "match_id" uuid, "created" boolean)
LANGUAGE plpgsql AS $$
DECLARE
	r record;
BEGIN
	FOR r IN
		SELECT i.n, i.hirer, i.seeker, i.action, i.context
		FROM unnest(p_hirers, p_seekers, p_actions, p_contexts) WITH ORDINALITY AS i(hirer, seeker, action, context, n)
		LEFT JOIN company c ON c.user_id = i.hirer
		ORDER BY hashtextextended(coalesce(c.id::text, '') || '/' || i.seeker, 0), i.seeker, i.hirer, i.n
	LOOP
		n := r.n;
		SELECT s.company_ok, s.seeker_ok, s.job_ok, s.match_id, s.created
		INTO company_ok, seeker_ok, job_ok, match_id, created
		FROM matching_employer_swipe(r.hirer, r.seeker, r.action, r.context) s;
		RETURN NEXT;
	END LOOP;
END
$$;

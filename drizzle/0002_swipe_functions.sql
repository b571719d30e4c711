-- Swipes in one round trip. Each function runs its statements in one transaction; a swipe that can
-- make a match first takes an advisory lock on the (company, seeker) pair, and every completion
-- check takes it too, then reads with a snapshot taken after the lock (plpgsql statements of a
-- volatile function each take a fresh one). Of two racing actions on a pair, the later one
-- therefore sees the earlier one committed, and a match is never missed.

-- After a seeker's like, super_like or application on a job: match if the job's employer likes the
-- seeker (for this job or with no job context). Answers the match made now, else the existing one.
CREATE OR REPLACE FUNCTION "matching_complete_from_seeker"("p_seeker" text, "p_job" uuid)
RETURNS TABLE ("match_id" uuid, "created" boolean) LANGUAGE plpgsql AS $$
DECLARE
	v_company uuid;
	v_id uuid;
BEGIN
	SELECT j.company_id INTO v_company FROM job j WHERE j.id = p_job;
	IF v_company IS NULL THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(hashtextextended(v_company::text || '/' || p_seeker, 0));
	IF EXISTS (
		SELECT 1 FROM seeker_swipe ss
		WHERE ss.company_id = v_company AND ss.seeker_user_id = p_seeker AND ss.action <> 'pass'
			AND (ss.context_job_id IS NULL OR ss.context_job_id = p_job)
	) THEN
		INSERT INTO match (company_id, seeker_user_id, job_id) VALUES (v_company, p_seeker, p_job)
		ON CONFLICT DO NOTHING
		RETURNING match.id INTO v_id;
		IF v_id IS NOT NULL THEN
			match_id := v_id;
			created := true;
			RETURN NEXT;
			RETURN;
		END IF;
	END IF;
	SELECT m.id INTO v_id FROM match m
	WHERE m.company_id = v_company AND m.seeker_user_id = p_seeker AND m.job_id = p_job;
	IF v_id IS NOT NULL THEN
		match_id := v_id;
		created := false;
		RETURN NEXT;
	END IF;
END
$$;
--> statement-breakpoint
-- A seeker's swipe on an active job (the latest action wins), the saved job for a like, and the
-- match it completes. job_found is false when the job is not active.
CREATE OR REPLACE FUNCTION "matching_seeker_swipe"("p_seeker" text, "p_job" uuid, "p_action" text)
RETURNS TABLE ("job_found" boolean, "match_id" uuid, "created" boolean) LANGUAGE plpgsql AS $$
DECLARE
	v_company uuid;
BEGIN
	job_found := false;
	created := false;
	SELECT j.company_id INTO v_company FROM job j WHERE j.id = p_job AND j.status = 'active';
	IF v_company IS NULL THEN
		RETURN NEXT;
		RETURN;
	END IF;
	job_found := true;
	IF p_action <> 'pass' THEN
		PERFORM pg_advisory_xact_lock(hashtextextended(v_company::text || '/' || p_seeker, 0));
	END IF;
	INSERT INTO job_swipe (seeker_user_id, job_id, action) VALUES (p_seeker, p_job, p_action)
	ON CONFLICT (seeker_user_id, job_id) DO UPDATE SET action = excluded.action, created_at = now();
	IF p_action = 'pass' THEN
		RETURN NEXT;
		RETURN;
	END IF;
	INSERT INTO saved_job (seeker_user_id, job_id) VALUES (p_seeker, p_job) ON CONFLICT DO NOTHING;
	SELECT c.match_id, c.created INTO match_id, created FROM matching_complete_from_seeker(p_seeker, p_job) c;
	created := coalesce(created, false);
	RETURN NEXT;
END
$$;
--> statement-breakpoint
-- An employer's swipe on a seeker with a completed profile, optionally for one of the company's
-- active jobs; favourite talent for a like; and the match it completes: an existing match is
-- answered as it is, else one is made for the job the seeker super-liked, else liked or applied to
-- most recently (the context job, when given). Answers what was missing, if anything.
CREATE OR REPLACE FUNCTION "matching_employer_swipe"("p_hirer" text, "p_seeker" text, "p_action" text, "p_context" uuid)
RETURNS TABLE ("company_ok" boolean, "seeker_ok" boolean, "job_ok" boolean, "match_id" uuid, "created" boolean)
LANGUAGE plpgsql AS $$
DECLARE
	v_company uuid;
BEGIN
	company_ok := false;
	seeker_ok := false;
	job_ok := false;
	created := false;
	SELECT c.id INTO v_company FROM company c WHERE c.user_id = p_hirer;
	IF v_company IS NULL THEN
		RETURN NEXT;
		RETURN;
	END IF;
	company_ok := true;
	seeker_ok := EXISTS (
		SELECT 1 FROM seeker_profile sp WHERE sp.user_id = p_seeker AND sp.setup_completed_at IS NOT NULL
	);
	job_ok := p_context IS NULL OR EXISTS (
		SELECT 1 FROM job j WHERE j.id = p_context AND j.company_id = v_company AND j.status = 'active'
	);
	IF NOT (seeker_ok AND job_ok) THEN
		RETURN NEXT;
		RETURN;
	END IF;
	IF p_action <> 'pass' THEN
		PERFORM pg_advisory_xact_lock(hashtextextended(v_company::text || '/' || p_seeker, 0));
	END IF;
	INSERT INTO seeker_swipe (company_id, seeker_user_id, context_job_id, action)
	VALUES (v_company, p_seeker, p_context, p_action)
	ON CONFLICT (company_id, seeker_user_id) DO UPDATE
		SET action = excluded.action, context_job_id = excluded.context_job_id, created_at = now();
	IF p_action = 'pass' THEN
		RETURN NEXT;
		RETURN;
	END IF;
	INSERT INTO favourite_talent (company_id, seeker_user_id) VALUES (v_company, p_seeker) ON CONFLICT DO NOTHING;
	SELECT m.id INTO match_id FROM match m
	WHERE m.company_id = v_company AND m.seeker_user_id = p_seeker AND (p_context IS NULL OR m.job_id = p_context)
	ORDER BY m.created_at DESC LIMIT 1;
	IF match_id IS NOT NULL THEN
		RETURN NEXT;
		RETURN;
	END IF;
	INSERT INTO match (company_id, seeker_user_id, job_id)
	SELECT v_company, p_seeker, i.job_id FROM (
		SELECT j.id AS job_id,
			coalesce(js.action = 'super_like', false) AS super_liked,
			greatest(js.created_at, a.created_at) AS at
		FROM job j
		LEFT JOIN job_swipe js ON js.job_id = j.id AND js.seeker_user_id = p_seeker AND js.action <> 'pass'
		LEFT JOIN application a ON a.job_id = j.id AND a.seeker_user_id = p_seeker AND a.status <> 'withdrawn'
		WHERE j.company_id = v_company AND j.status = 'active' AND (p_context IS NULL OR j.id = p_context)
			AND (js.job_id IS NOT NULL OR a.id IS NOT NULL)
		ORDER BY super_liked DESC, at DESC
		LIMIT 1
	) i
	ON CONFLICT DO NOTHING
	RETURNING match.id INTO match_id;
	created := match_id IS NOT NULL;
	RETURN NEXT;
END
$$;

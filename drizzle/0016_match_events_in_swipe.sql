-- A new match's 'match' Recent Activity events, written by the function that makes the match, in
-- its transaction (they were three more queries after it: the match, the company's owner, the
-- events). The texts are the ones the matching service wrote: for the seeker "You matched with
-- <company> for <job>", for the employer "You matched with <seeker's name, or Job Seeker> for <job>".
CREATE OR REPLACE FUNCTION "matching_record_match_events"("p_match" uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO activity_event (user_id, type, title, body, ref_id)
	SELECT e.user_id, 'match', 'It''s a Match!', e.body, m.id::text
	FROM match m
	JOIN company c ON c.id = m.company_id
	JOIN job j ON j.id = m.job_id
	LEFT JOIN seeker_profile sp ON sp.user_id = m.seeker_user_id
	CROSS JOIN LATERAL (VALUES
		(1, m.seeker_user_id, 'You matched with ' || c.company_name || ' for ' || j.title),
		(2, c.user_id, 'You matched with ' || coalesce(nullif(concat_ws(' ',
			nullif(btrim(sp.first_name, E' \t\n\r'), ''), nullif(btrim(sp.last_name, E' \t\n\r'), '')), ''), 'Job Seeker')
			|| ' for ' || j.title)
	) AS e(k, user_id, body)
	WHERE m.id = p_match AND e.user_id IS NOT NULL
	ORDER BY e.k;
$$;
--> statement-breakpoint
-- As in 0002, and the match's events when one is made.
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
			PERFORM matching_record_match_events(v_id);
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
-- As in 0002, and the match's events when one is made.
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
	IF created THEN
		PERFORM matching_record_match_events(match_id);
	END IF;
	RETURN NEXT;
END
$$;

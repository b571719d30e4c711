-- The swipe functions answer the match with what the service shows and its owner (the company's
-- user), read in the swipe's transaction, so the service no longer reads the match after the call:
-- for a match made or found, its company (id, name, logo, owner), seeker (id, names, photo), job
-- (id, title) and date; nulls when there is none. Same logic as 0017 otherwise. A function's result
-- columns cannot change in place, so each is dropped and created again (batch functions first).
-- The columns are prefixed with "match_" so they never shadow a table's column inside the bodies.
CREATE FUNCTION "matching_match_card"("p_match" uuid)
RETURNS TABLE (
	"company_id" uuid, "hirer_user_id" text, "company_name" text, "logo_url" text,
	"seeker_user_id" text, "first_name" text, "last_name" text, "profile_image_url" text,
	"job_id" uuid, "job_title" text, "created_at" timestamp with time zone
) LANGUAGE sql AS $$
	SELECT m.company_id, c.user_id, c.company_name, c.logo_url,
		m.seeker_user_id, sp.first_name, sp.last_name, sp.profile_image_url,
		m.job_id, j.title, m.created_at
	FROM match m
	JOIN company c ON c.id = m.company_id
	JOIN job j ON j.id = m.job_id
	LEFT JOIN seeker_profile sp ON sp.user_id = m.seeker_user_id
	WHERE m.id = p_match;
$$;
--> statement-breakpoint
DROP FUNCTION "matching_seeker_swipes"(text[], uuid[], text[]);--> statement-breakpoint
DROP FUNCTION "matching_employer_swipes"(text[], text[], text[], uuid[]);--> statement-breakpoint
DROP FUNCTION "matching_seeker_swipe"(text, uuid, text);--> statement-breakpoint
DROP FUNCTION "matching_employer_swipe"(text, text, text, uuid);--> statement-breakpoint
DROP FUNCTION "matching_complete_from_seeker"(text, uuid);--> statement-breakpoint
CREATE FUNCTION "matching_complete_from_seeker"("p_seeker" text, "p_job" uuid)
RETURNS TABLE (
	"match_id" uuid, "created" boolean,
	"match_company_id" uuid, "match_hirer_user_id" text, "match_company_name" text, "match_logo_url" text,
	"match_seeker_user_id" text, "match_first_name" text, "match_last_name" text, "match_profile_image_url" text,
	"match_job_id" uuid, "match_job_title" text, "match_created_at" timestamp with time zone
) LANGUAGE plpgsql AS $$
DECLARE
	v_company uuid;
	v_id uuid;
BEGIN
	SELECT j.company_id INTO v_company FROM job j WHERE j.id = p_job;
	IF v_company IS NULL THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(hashtextextended(v_company::text || '/' || p_seeker, 0));
	created := false;
	IF EXISTS (
		SELECT 1 FROM employer_swipe ss
		WHERE ss.company_id = v_company AND ss.seeker_user_id = p_seeker AND ss.action <> 'pass'
			AND (ss.context_job_id IS NULL OR ss.context_job_id = p_job)
	) THEN
		INSERT INTO match (company_id, seeker_user_id, job_id) VALUES (v_company, p_seeker, p_job)
		ON CONFLICT DO NOTHING
		RETURNING match.id INTO v_id;
		IF v_id IS NOT NULL THEN
			PERFORM matching_record_match_events(v_id);
			created := true;
		END IF;
	END IF;
	IF v_id IS NULL THEN
		SELECT m.id INTO v_id FROM match m
		WHERE m.company_id = v_company AND m.seeker_user_id = p_seeker AND m.job_id = p_job;
	END IF;
	IF v_id IS NOT NULL THEN
		match_id := v_id;
		SELECT k.company_id, k.hirer_user_id, k.company_name, k.logo_url, k.seeker_user_id, k.first_name,
			k.last_name, k.profile_image_url, k.job_id, k.job_title, k.created_at
		INTO match_company_id, match_hirer_user_id, match_company_name, match_logo_url, match_seeker_user_id,
			match_first_name, match_last_name, match_profile_image_url, match_job_id, match_job_title, match_created_at
		FROM matching_match_card(v_id) k;
		RETURN NEXT;
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "matching_employer_swipe"("p_hirer" text, "p_seeker" text, "p_action" text, "p_context" uuid)
RETURNS TABLE (
	"company_ok" boolean, "seeker_ok" boolean, "job_ok" boolean, "match_id" uuid, "created" boolean,
	"match_company_id" uuid, "match_hirer_user_id" text, "match_company_name" text, "match_logo_url" text,
	"match_seeker_user_id" text, "match_first_name" text, "match_last_name" text, "match_profile_image_url" text,
	"match_job_id" uuid, "match_job_title" text, "match_created_at" timestamp with time zone
) LANGUAGE plpgsql AS $$
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
	INSERT INTO employer_swipe (company_id, seeker_user_id, context_job_id, action)
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
	IF match_id IS NULL THEN
		INSERT INTO match (company_id, seeker_user_id, job_id)
		SELECT v_company, p_seeker, i.job_id FROM (
			SELECT j.id AS job_id,
				coalesce(js.action = 'super_like', false) AS super_liked,
				greatest(js.created_at, a.created_at) AS at
			FROM job j
			LEFT JOIN seeker_swipe js ON js.job_id = j.id AND js.seeker_user_id = p_seeker AND js.action <> 'pass'
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
	END IF;
	IF match_id IS NOT NULL THEN
		SELECT k.company_id, k.hirer_user_id, k.company_name, k.logo_url, k.seeker_user_id, k.first_name,
			k.last_name, k.profile_image_url, k.job_id, k.job_title, k.created_at
		INTO match_company_id, match_hirer_user_id, match_company_name, match_logo_url, match_seeker_user_id,
			match_first_name, match_last_name, match_profile_image_url, match_job_id, match_job_title, match_created_at
		FROM matching_match_card(match_id) k;
	END IF;
	RETURN NEXT;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "matching_seeker_swipe"("p_seeker" text, "p_job" uuid, "p_action" text)
RETURNS TABLE (
	"job_found" boolean, "match_id" uuid, "created" boolean,
	"match_company_id" uuid, "match_hirer_user_id" text, "match_company_name" text, "match_logo_url" text,
	"match_seeker_user_id" text, "match_first_name" text, "match_last_name" text, "match_profile_image_url" text,
	"match_job_id" uuid, "match_job_title" text, "match_created_at" timestamp with time zone
) LANGUAGE plpgsql AS $$
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
	INSERT INTO seeker_swipe (seeker_user_id, job_id, action) VALUES (p_seeker, p_job, p_action)
	ON CONFLICT (seeker_user_id, job_id) DO UPDATE SET action = excluded.action, created_at = now();
	IF p_action = 'pass' THEN
		RETURN NEXT;
		RETURN;
	END IF;
	INSERT INTO saved_job (seeker_user_id, job_id) VALUES (p_seeker, p_job) ON CONFLICT DO NOTHING;
	SELECT c.match_id, c.created, c.match_company_id, c.match_hirer_user_id, c.match_company_name, c.match_logo_url,
		c.match_seeker_user_id, c.match_first_name, c.match_last_name, c.match_profile_image_url, c.match_job_id,
		c.match_job_title, c.match_created_at
	INTO match_id, created, match_company_id, match_hirer_user_id, match_company_name, match_logo_url,
		match_seeker_user_id, match_first_name, match_last_name, match_profile_image_url, match_job_id,
		match_job_title, match_created_at
	FROM matching_complete_from_seeker(p_seeker, p_job) c;
	created := coalesce(created, false);
	RETURN NEXT;
END
$$;
--> statement-breakpoint
-- The batch functions of 0005: each row is its single-swipe function's row, numbered as given.
CREATE FUNCTION "matching_seeker_swipes"("p_seekers" text[], "p_jobs" uuid[], "p_actions" text[])
RETURNS TABLE (
	"n" bigint, "job_found" boolean, "match_id" uuid, "created" boolean,
	"match_company_id" uuid, "match_hirer_user_id" text, "match_company_name" text, "match_logo_url" text,
	"match_seeker_user_id" text, "match_first_name" text, "match_last_name" text, "match_profile_image_url" text,
	"match_job_id" uuid, "match_job_title" text, "match_created_at" timestamp with time zone
) LANGUAGE plpgsql AS $$
DECLARE
	r record;
BEGIN
	FOR r IN
		SELECT i.n, i.seeker, i.job, i.action
		FROM unnest(p_seekers, p_jobs, p_actions) WITH ORDINALITY AS i(seeker, job, action, n)
		LEFT JOIN job j ON j.id = i.job
		ORDER BY hashtextextended(coalesce(j.company_id::text, '') || '/' || i.seeker, 0), i.seeker, i.job::text, i.n
	LOOP
		RETURN QUERY SELECT r.n, s.* FROM matching_seeker_swipe(r.seeker, r.job, r.action) s;
	END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "matching_employer_swipes"("p_hirers" text[], "p_seekers" text[], "p_actions" text[], "p_contexts" uuid[])
RETURNS TABLE (
	"n" bigint, "company_ok" boolean, "seeker_ok" boolean, "job_ok" boolean, "match_id" uuid, "created" boolean,
	"match_company_id" uuid, "match_hirer_user_id" text, "match_company_name" text, "match_logo_url" text,
	"match_seeker_user_id" text, "match_first_name" text, "match_last_name" text, "match_profile_image_url" text,
	"match_job_id" uuid, "match_job_title" text, "match_created_at" timestamp with time zone
) LANGUAGE plpgsql AS $$
DECLARE
	r record;
BEGIN
	FOR r IN
		SELECT i.n, i.hirer, i.seeker, i.action, i.context
		FROM unnest(p_hirers, p_seekers, p_actions, p_contexts) WITH ORDINALITY AS i(hirer, seeker, action, context, n)
		LEFT JOIN company c ON c.user_id = i.hirer
		ORDER BY hashtextextended(coalesce(c.id::text, '') || '/' || i.seeker, 0), i.seeker, i.hirer, i.n
	LOOP
		RETURN QUERY SELECT r.n, s.* FROM matching_employer_swipe(r.hirer, r.seeker, r.action, r.context) s;
	END LOOP;
END
$$;

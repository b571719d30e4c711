-- Each swipe table is named by who swipes (docs/ARCHITECTURE.md, glossary): a seeker's swipe on a
-- job was "job_swipe" and becomes "seeker_swipe"; an employer's swipe on a seeker was
-- "seeker_swipe" and becomes "employer_swipe". Rows, keys, indexes, triggers and storage settings
-- go with the tables; constraint, index and trigger names follow. The swipe functions name the
-- tables in their bodies, so they are created again with the new names (same logic as 0016).
ALTER TABLE "seeker_swipe" RENAME TO "employer_swipe";--> statement-breakpoint
ALTER TABLE "employer_swipe" RENAME CONSTRAINT "seeker_swipe_company_id_seeker_user_id_pk" TO "employer_swipe_company_id_seeker_user_id_pk";--> statement-breakpoint
ALTER TABLE "employer_swipe" RENAME CONSTRAINT "seeker_swipe_company_id_company_id_fk" TO "employer_swipe_company_id_company_id_fk";--> statement-breakpoint
ALTER TABLE "employer_swipe" RENAME CONSTRAINT "seeker_swipe_seeker_user_id_user_id_fk" TO "employer_swipe_seeker_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "employer_swipe" RENAME CONSTRAINT "seeker_swipe_context_job_id_job_id_fk" TO "employer_swipe_context_job_id_job_id_fk";--> statement-breakpoint
ALTER INDEX "seeker_swipe_seeker_idx" RENAME TO "employer_swipe_seeker_idx";--> statement-breakpoint
ALTER TRIGGER "seeker_swipe_inserted_stamps_company" ON "employer_swipe" RENAME TO "employer_swipe_inserted_stamps_company";--> statement-breakpoint
ALTER TRIGGER "seeker_swipe_deleted_stamps_company" ON "employer_swipe" RENAME TO "employer_swipe_deleted_stamps_company";--> statement-breakpoint
ALTER TRIGGER "seeker_swipe_moved_stamps_company" ON "employer_swipe" RENAME TO "employer_swipe_moved_stamps_company";--> statement-breakpoint
ALTER TRIGGER "seeker_swipe_truncated_stamps_company" ON "employer_swipe" RENAME TO "employer_swipe_truncated_stamps_company";--> statement-breakpoint
ALTER TABLE "job_swipe" RENAME TO "seeker_swipe";--> statement-breakpoint
ALTER TABLE "seeker_swipe" RENAME CONSTRAINT "job_swipe_seeker_user_id_job_id_pk" TO "seeker_swipe_seeker_user_id_job_id_pk";--> statement-breakpoint
ALTER TABLE "seeker_swipe" RENAME CONSTRAINT "job_swipe_seeker_user_id_user_id_fk" TO "seeker_swipe_seeker_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "seeker_swipe" RENAME CONSTRAINT "job_swipe_job_id_job_id_fk" TO "seeker_swipe_job_id_job_id_fk";--> statement-breakpoint
ALTER INDEX "job_swipe_job_idx" RENAME TO "seeker_swipe_job_idx";--> statement-breakpoint
ALTER INDEX "job_swipe_super_like_idx" RENAME TO "seeker_swipe_super_like_idx";--> statement-breakpoint
-- matching_complete_from_seeker: as before, on the renamed tables.
CREATE OR REPLACE FUNCTION public.matching_complete_from_seeker(p_seeker text, p_job uuid)
 RETURNS TABLE(match_id uuid, created boolean)
 LANGUAGE plpgsql
AS $function$
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
		SELECT 1 FROM employer_swipe ss
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
$function$;
--> statement-breakpoint
-- matching_employer_swipe: as before, on the renamed tables.
CREATE OR REPLACE FUNCTION public.matching_employer_swipe(p_hirer text, p_seeker text, p_action text, p_context uuid)
 RETURNS TABLE(company_ok boolean, seeker_ok boolean, job_ok boolean, match_id uuid, created boolean)
 LANGUAGE plpgsql
AS $function$
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
	RETURN NEXT;
END
$function$;
--> statement-breakpoint
-- matching_seeker_swipe: as before, on the renamed tables.
CREATE OR REPLACE FUNCTION public.matching_seeker_swipe(p_seeker text, p_job uuid, p_action text)
 RETURNS TABLE(job_found boolean, match_id uuid, created boolean)
 LANGUAGE plpgsql
AS $function$
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
	SELECT c.match_id, c.created INTO match_id, created FROM matching_complete_from_seeker(p_seeker, p_job) c;
	created := coalesce(created, false);
	RETURN NEXT;
END
$function$;
--> statement-breakpoint
-- matching_seeker_swipes: as before, on the renamed tables.
CREATE OR REPLACE FUNCTION public.matching_seeker_swipes(p_seekers text[], p_jobs uuid[], p_actions text[])
 RETURNS TABLE(n bigint, job_found boolean, match_id uuid, created boolean)
 LANGUAGE plpgsql
AS $function$
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
$function$;
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SwipeAction } from '@shared/contracts/matching';
import { FEED_PAGE_SIZE } from '@shared/contracts/matching';

/**
 * Matching queries. Feeds and swipes are hand-written SQL: each is one statement (anti-joins on
 * the swipe tables, GIN lookups on the skill arrays), so a deck loads in one round trip.
 *
 * No query here selects from seeker_disclosure except the jobs feed, which reads two booleans
 * (DBS barring) to filter jobs and never returns them.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface JobCardRow {
  id: string;
  title: string;
  company_name: string;
  logo_url: string | null;
  location_city: string | null;
  location_country: string | null;
  employment_type: string;
  salary_min: number | null;
  salary_max: number | null;
  required_skills: string[];
  pct: number;
  super_liked: boolean;
}

export interface SeekerCardRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  job_title: string | null;
  headline: string | null;
  location_city: string | null;
  location_country: string | null;
  profile_image_url: string | null;
  key_skills: string[];
  pct: number;
  super_liked: boolean;
}

export interface MatchRow {
  id: string;
  company_id: string;
  company_name: string;
  logo_url: string | null;
  seeker_user_id: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  job_id: string;
  job_title: string;
  created_at: Date | string;
}

const LIMIT = FEED_PAGE_SIZE;

const MATCH_COLUMNS = sql`m.id, m.company_id, c.company_name, c.logo_url, m.seeker_user_id,
  sp.first_name, sp.last_name, sp.profile_image_url, m.job_id, j.title as job_title, m.created_at`;

export function matchingRepo(db: Db) {
  return {
    async companyOf(hirerUserId: string) {
      const found = await rows<{ id: string; company_name: string }>(
        db,
        sql`select id, company_name from company where user_id = ${hirerUserId}`,
      );
      return found[0] ? { id: found[0].id, companyName: found[0].company_name } : null;
    },

    /**
     * Seekers feed for a company: completed, actively looking seekers the company has not swiped,
     * ranked by their best skill match over the company's active jobs (or the context job), then
     * a super_like from the seeker on one of those jobs, then most recently active.
     *
     * Seekers holding every required skill of some job (100 %) are found by GIN containment; the
     * full scoring of every overlapping seeker runs only when they fill less than a page.
     */
    seekersFeed(companyId: string, contextJobId: string | null) {
      const ctx = contextJobId ? sql`and j.id = ${contextJobId}::uuid` : sql``;
      return rows<SeekerCardRow>(
        db,
        sql`
        with jobs as (
          select j.id, j.required_skills, cardinality(j.required_skills) as n
          from job j where j.company_id = ${companyId} and j.status = 'active' ${ctx}
        ),
        skilled_jobs as (select * from jobs where n > 0),
        supers as (
          select distinct js.seeker_user_id from job_swipe js join jobs on jobs.id = js.job_id
          where js.action = 'super_like'
        ),
        full_tier as (
          select distinct sp.user_id, sp.last_active_at
          from skilled_jobs jb
          join seeker_profile sp on sp.key_skills @> jb.required_skills
          where sp.setup_completed_at is not null and sp.availability_status = 'actively_looking'
            and not exists (select 1 from seeker_swipe ss where ss.company_id = ${companyId} and ss.seeker_user_id = sp.user_id)
        ),
        full_ranked as (
          select f.user_id, 100 as pct, (f.user_id in (select seeker_user_id from supers)) as super_liked, f.last_active_at
          from full_tier f
          order by super_liked desc, f.last_active_at desc
          limit ${LIMIT}
        ),
        enough as (select count(*) >= ${LIMIT} as yes from full_tier),
        partial_hits as (
          select sp.user_id, max(round(100.0 * h.matched / h.n))::int as pct
          from (
            select sp.user_id, jb.id, jb.n, count(*) as matched
            from skilled_jobs jb
            cross join lateral unnest(jb.required_skills) as r(skill)
            join seeker_profile sp on sp.key_skills @> array[r.skill]
            where not (select yes from enough)
            group by sp.user_id, jb.id, jb.n
          ) h
          join seeker_profile sp on sp.user_id = h.user_id
          where sp.setup_completed_at is not null and sp.availability_status = 'actively_looking'
            and not exists (select 1 from seeker_swipe ss where ss.company_id = ${companyId} and ss.seeker_user_id = sp.user_id)
          group by sp.user_id
        ),
        partial_ranked as (
          select p.user_id, p.pct, (p.user_id in (select seeker_user_id from supers)) as super_liked, sp.last_active_at
          from partial_hits p join seeker_profile sp on sp.user_id = p.user_id
          order by p.pct desc, super_liked desc, sp.last_active_at desc
          limit ${LIMIT}
        ),
        scored as (
          select * from full_ranked where (select yes from enough)
          union all
          select * from partial_ranked where not (select yes from enough)
        ),
        unmatched as (
          select sp.user_id, 0 as pct, (sp.user_id in (select seeker_user_id from supers)) as super_liked, sp.last_active_at
          from seeker_profile sp
          where (select count(*) from scored) < ${LIMIT}
            and sp.availability_status = 'actively_looking' and sp.setup_completed_at is not null
            and not (sp.key_skills && coalesce((select array_agg(distinct s) from skilled_jobs, unnest(required_skills) s), '{}'::text[]))
            and not exists (select 1 from seeker_swipe ss where ss.company_id = ${companyId} and ss.seeker_user_id = sp.user_id)
          order by super_liked desc, sp.last_active_at desc
          limit ${LIMIT}
        ),
        ranked as (
          select * from scored
          union all
          select * from unmatched
          order by pct desc, super_liked desc, last_active_at desc
          limit ${LIMIT}
        )
        select sp.user_id, sp.first_name, sp.last_name, sp.job_title, sp.headline, sp.location_city,
               sp.location_country, sp.profile_image_url, sp.key_skills, r.pct, r.super_liked
        from ranked r join seeker_profile sp on sp.user_id = r.user_id
        order by r.pct desc, r.super_liked desc, r.last_active_at desc`,
      );
    },

    // ---- Swipes ----------------------------------------------------------------------------
    // Each swipe is one call of a database function (drizzle/0002_swipe_functions.sql): the swipe,
    // the favourite for a like, and the match it completes, in one transaction and one round trip.
    // A match is answered by id; its card fields are read only then (matchById).

    /**
     * A seeker's swipe on an active job (the latest action wins: swiping is idempotent per
     * target); a like also saves the job. `jobFound` is false when the job is not active.
     */
    async seekerSwipe(seekerUserId: string, jobId: string, action: SwipeAction) {
      const found = await rows<{ job_found: boolean; match_id: string | null; created: boolean }>(
        db,
        sql`select job_found, match_id, created from matching_seeker_swipe(${seekerUserId}, ${jobId}::uuid, ${action})`,
      );
      const row = found[0]!;
      return { jobFound: row.job_found, matchId: row.match_id, created: row.created };
    },

    /**
     * An employer's swipe on a seeker with a completed profile, optionally for one of the
     * company's active jobs; a like also adds the seeker to favourite talent. Answers what was
     * missing, if anything, and the match the swipe made or found.
     */
    async employerSwipe(
      hirerUserId: string,
      seekerUserId: string,
      action: SwipeAction,
      contextJobId: string | null,
    ) {
      const found = await rows<{
        company_ok: boolean;
        seeker_ok: boolean;
        job_ok: boolean;
        match_id: string | null;
        created: boolean;
      }>(
        db,
        sql`select company_ok, seeker_ok, job_ok, match_id, created
          from matching_employer_swipe(${hirerUserId}, ${seekerUserId}, ${action}, ${contextJobId}::uuid)`,
      );
      const row = found[0]!;
      return {
        companyOk: row.company_ok,
        seekerOk: row.seeker_ok,
        jobOk: row.job_ok,
        matchId: row.match_id,
        created: row.created,
      };
    },

    /**
     * After a seeker's application on a job: if the job's employer likes this seeker (for this
     * job, or with no job context), make the match once. Answers the match made now, else the
     * existing one.
     */
    async completeFromSeeker(seekerUserId: string, jobId: string) {
      const found = await rows<{ match_id: string; created: boolean }>(
        db,
        sql`select match_id, created from matching_complete_from_seeker(${seekerUserId}, ${jobId}::uuid)`,
      );
      return found[0] ? { matchId: found[0].match_id, created: found[0].created } : null;
    },

    /** A match with the fields its card and events show. */
    async matchById(matchId: string) {
      const found = await rows<MatchRow>(
        db,
        sql`select ${MATCH_COLUMNS} from match m
          join company c on c.id = m.company_id join job j on j.id = m.job_id
          left join seeker_profile sp on sp.user_id = m.seeker_user_id
          where m.id = ${matchId}::uuid`,
      );
      return found[0] ?? null;
    },

    /** The 'match' Recent Activity event for both sides. */
    /** Erasure: every Recent Activity event about the seeker's matches (they name the seeker). */
    async forgetMatchEvents(seekerUserId: string) {
      await db.execute(
        sql`delete from activity_event where type = 'match' and ref_id in (select id::text from match where seeker_user_id = ${seekerUserId})`,
      );
    },

    async recordMatchEvents(events: { userId: string; title: string; body: string; refId: string }[]) {
      if (events.length === 0) return;
      const values = sql.join(
        events.map((e) => sql`(${e.userId}, 'match', ${e.title}, ${e.body}, ${e.refId})`),
        sql`, `,
      );
      await db.execute(sql`insert into activity_event (user_id, type, title, body, ref_id) values ${values}`);
    },

    /** The user id of the company's owner (the employer account). */
    async companyOwner(companyId: string) {
      const found = await rows<{ user_id: string }>(
        db,
        sql`select user_id from company where id = ${companyId}`,
      );
      return found[0]?.user_id ?? null;
    },

    // ---- Matches ----------------------------------------------------------------------------

    listMatchesForSeeker(seekerUserId: string) {
      return rows<MatchRow>(
        db,
        sql`select ${MATCH_COLUMNS} from match m
          join company c on c.id = m.company_id join job j on j.id = m.job_id
          left join seeker_profile sp on sp.user_id = m.seeker_user_id
          where m.seeker_user_id = ${seekerUserId} order by m.created_at desc`,
      );
    },

    listMatchesForCompany(companyId: string) {
      return rows<MatchRow>(
        db,
        sql`select ${MATCH_COLUMNS} from match m
          join company c on c.id = m.company_id join job j on j.id = m.job_id
          left join seeker_profile sp on sp.user_id = m.seeker_user_id
          where m.company_id = ${companyId} order by m.created_at desc`,
      );
    },

    // ---- Candidate profile ------------------------------------------------------------------

    /** A seeker's public profile (never a disclosure answer), with this company's relation to them. */
    async candidate(companyId: string, seekerUserId: string) {
      const found = await rows<{
        user_id: string;
        first_name: string | null;
        last_name: string | null;
        job_title: string | null;
        headline: string | null;
        bio: string | null;
        location_city: string | null;
        location_country: string | null;
        profile_image_url: string | null;
        key_skills: string[];
        work_preferences: string[];
        has_driving_licence: boolean | null;
        open_to_relocation: boolean | null;
        availability_status: string;
        is_favourite: boolean;
        match_id: string | null;
        applied: boolean;
      }>(
        db,
        sql`
        select sp.user_id, sp.first_name, sp.last_name, sp.job_title, sp.headline, sp.bio, sp.location_city,
               sp.location_country, sp.profile_image_url, sp.key_skills, sp.work_preferences,
               sp.has_driving_licence, sp.open_to_relocation, sp.availability_status,
               exists (select 1 from favourite_talent f where f.company_id = ${companyId} and f.seeker_user_id = sp.user_id) as is_favourite,
               (select m.id from match m where m.company_id = ${companyId} and m.seeker_user_id = sp.user_id
                 order by m.created_at desc limit 1) as match_id,
               exists (select 1 from application a join job j on j.id = a.job_id
                       where j.company_id = ${companyId} and a.seeker_user_id = sp.user_id and a.status <> 'withdrawn') as applied
        from seeker_profile sp
        where sp.user_id = ${seekerUserId} and sp.setup_completed_at is not null`,
      );
      return found[0] ?? null;
    },

    /** Required skills of the company's active jobs (for the candidate's best match). */
    async activeJobSkills(companyId: string) {
      const found = await rows<{ required_skills: string[] }>(
        db,
        sql`select required_skills from job where company_id = ${companyId} and status = 'active'`,
      );
      return found.map((r) => r.required_skills);
    },
  };
}

export type MatchingRepo = ReturnType<typeof matchingRepo>;

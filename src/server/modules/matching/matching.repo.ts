import { exportRows } from '../../db/export-rows';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { application, conversation, job, seekerSwipe } from '../../db/schema';
import type { Db } from '../../db/client';
import { sampleAccount } from '../../db/sample';
import { SWIPE_MATCH_COLUMNS, type SwipeMatchColumns, type Swipes } from './swipe-batches';
import type { SwipeAction } from '@shared/contracts/matching';
import { rows } from '../../db/rows';

/**
 * Matching queries: swipes (one database function call each), matches and the candidate profile.
 * The decks' queries are the feeds repo's (feeds/feeds.repo.ts).
 *
 * No query here selects from seeker_disclosure.
 */

export interface MatchRow {
  id: string;
  company_id: string;
  hirer_user_id: string;
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

const MATCH_COLUMNS = sql`m.id, m.company_id, c.user_id as hirer_user_id, c.company_name, c.logo_url, m.seeker_user_id,
  sp.first_name, sp.last_name, sp.profile_image_url, m.job_id, j.title as job_title, m.created_at`;

/** A swipe function's match as a match row (its columns are prefixed "match_"), or null. */
function swipeMatch(row: SwipeMatchColumns): { match: MatchRow; created: boolean } | null {
  if (!row.match_id) return null;
  return {
    created: row.created,
    match: {
      id: row.match_id,
      company_id: row.match_company_id!,
      hirer_user_id: row.match_hirer_user_id!,
      company_name: row.match_company_name!,
      logo_url: row.match_logo_url,
      seeker_user_id: row.match_seeker_user_id!,
      first_name: row.match_first_name,
      last_name: row.match_last_name,
      profile_image_url: row.match_profile_image_url,
      job_id: row.match_job_id!,
      job_title: row.match_job_title!,
      created_at: row.match_created_at!,
    },
  };
}

export function matchingRepo(db: Db, swipes: Swipes) {
  return {
    /** The company's swipes on candidates and its matches, for the employer's data export. */
    async exportForCompany(companyId: string) {
      return {
        talentSwipes: await exportRows(
          db,
          sql`select seeker_user_id, action, context_job_id, created_at from employer_swipe where company_id = ${companyId} order by created_at`,
        ),
        matches: await exportRows(
          db,
          sql`select id, seeker_user_id, job_id, created_at from match where company_id = ${companyId} order by created_at`,
        ),
      };
    },
    // ---- Swipes ----------------------------------------------------------------------------
    // Each swipe is one call of a database function (drizzle/0002_swipe_functions.sql): the swipe,
    // the favourite for a like, and the match it completes with its Recent Activity events
    // (drizzle/0016), in one transaction and one round trip;
    // swipes arriving together share one call and one transaction (swipe-batches.ts).
    // A swipe's row answers the match it made or found with its card fields and owner (0018).

    /**
     * A seeker's swipe on an active job (the latest action wins: swiping is idempotent per
     * target); a like also saves the job. `jobFound` is false when the job is not active, or
     * `jobId` is null (an id that names no job, see swipeRequestSchema).
     */
    async seekerSwipe(seekerUserId: string, jobId: string | null, action: SwipeAction) {
      const row = await swipes.seekerSwipe({ seekerUserId, jobId, action });
      return { jobFound: row.job_found, made: swipeMatch(row) };
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
      const row = await swipes.employerSwipe({ hirerUserId, seekerUserId, action, contextJobId });
      return {
        companyOk: row.company_ok,
        seekerOk: row.seeker_ok,
        jobOk: row.job_ok,
        made: swipeMatch(row),
      };
    },

    /**
     * After a seeker's application on a job: if the job's employer likes this seeker (for this
     * job, or with no job context), make the match once. Answers the match made now, else the
     * existing one.
     */
    async completeFromSeeker(seekerUserId: string, jobId: string) {
      const found = await rows<SwipeMatchColumns>(
        db,
        sql`select ${sql.raw(SWIPE_MATCH_COLUMNS)} from matching_complete_from_seeker(${seekerUserId}, ${jobId}::uuid)`,
      );
      return found[0] ? swipeMatch(found[0]) : null;
    },

    /** Erasure: every Recent Activity event about the seeker's matches (they name the seeker). */
    async forgetMatchEvents(seekerUserId: string) {
      await db.execute(
        sql`delete from activity_event where type = 'match' and ref_id in (select id::text from match where seeker_user_id = ${seekerUserId})`,
      );
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
        cv_shared: boolean;
        connected_by_dbs_job: boolean;
        sample: boolean;
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
                       where j.company_id = ${companyId} and a.seeker_user_id = sp.user_id and a.status <> 'withdrawn') as applied,
               exists (select 1 from application a join job j on j.id = a.job_id
                       where j.company_id = ${companyId} and a.seeker_user_id = sp.user_id and a.status <> 'withdrawn'
                         and a.cv_attached) as cv_shared,
               (exists (select 1 from match m join job j on j.id = m.job_id
                        where m.company_id = ${companyId} and m.seeker_user_id = sp.user_id and j.subject_to_dbs_barring)
                or exists (select 1 from application a join job j on j.id = a.job_id
                           where j.company_id = ${companyId} and a.seeker_user_id = sp.user_id
                             and a.status <> 'withdrawn' and j.subject_to_dbs_barring)) as connected_by_dbs_job,
               ${sql.raw(sampleAccount('sp.user_id'))} as sample
        from seeker_profile sp
        where sp.user_id = ${seekerUserId} and sp.setup_completed_at is not null`,
      );
      return found[0] ?? null;
    },

    /**
     * Of these seekers and jobs, the pairs the jobs feed leaves out of a seeker's deck: the seeker
     * swiped on or applied to the job, or a conversation between the seeker and its company is
     * blocked (as feeds.repo.ts's seeker context does). One statement.
     */
    async leftOutOfDeck(seekerIds: string[], jobIds: string[]) {
      if (seekerIds.length === 0 || jobIds.length === 0) return [];
      const swiped = db
        .select({ seekerUserId: seekerSwipe.seekerUserId, jobId: seekerSwipe.jobId })
        .from(seekerSwipe)
        .where(and(inArray(seekerSwipe.seekerUserId, seekerIds), inArray(seekerSwipe.jobId, jobIds)));
      const applied = db
        .select({ seekerUserId: application.seekerUserId, jobId: application.jobId })
        .from(application)
        .where(and(inArray(application.seekerUserId, seekerIds), inArray(application.jobId, jobIds)));
      const blocked = db
        .select({ seekerUserId: sql<string>`${conversation.seekerUserId}`, jobId: job.id })
        .from(conversation)
        .innerJoin(job, eq(job.companyId, conversation.companyId))
        .where(
          and(
            isNotNull(conversation.blockedBy),
            inArray(conversation.seekerUserId, seekerIds),
            inArray(job.id, jobIds),
          ),
        );
      return union(swiped, applied, blocked);
    },

    /** Required skills of the company's active jobs (for the candidate's best match). */
    /** The company's active jobs: their skills, and whether they need a DBS check. */
    async activeJobs(companyId: string) {
      const found = await rows<{ required_skills: string[]; subject_to_dbs_barring: boolean }>(
        db,
        sql`select required_skills, subject_to_dbs_barring from job where company_id = ${companyId} and status = 'active'`,
      );
      return found.map((r) => ({
        requiredSkills: r.required_skills,
        needsDbsCheck: r.subject_to_dbs_barring,
      }));
    },
  };
}

import { exportRows } from '../../db/export-rows';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import {
  activityEvent,
  application,
  company,
  conversation,
  employerSwipe,
  favouriteTalent,
  job,
  match,
  seekerProfile,
  seekerSwipe,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { sampleOf } from '../../db/sample';
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

// Aliases for the statements written as `sql`; `${match} ${m}` declares one.
const a = alias(application, 'a');
const c = alias(company, 'c');
const f = alias(favouriteTalent, 'f');
const j = alias(job, 'j');
const m = alias(match, 'm');
const sp = alias(seekerProfile, 'sp');

const MATCH_COLUMNS = sql`${m.id}, ${m.companyId}, ${c.userId} as hirer_user_id, ${c.companyName}, ${c.logoUrl}, ${m.seekerUserId},
  ${sp.firstName}, ${sp.lastName}, ${sp.profileImageUrl}, ${m.jobId}, ${j.title} as job_title, ${m.createdAt}`;

/** Matches with their company, job and seeker: `MATCH_COLUMNS` reads these. */
const MATCHES = sql`${match} ${m}
  join ${company} ${c} on ${c.id} = ${m.companyId} join ${job} ${j} on ${j.id} = ${m.jobId}
  left join ${seekerProfile} ${sp} on ${sp.userId} = ${m.seekerUserId}`;

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
          sql`select ${employerSwipe.seekerUserId}, ${employerSwipe.action}, ${employerSwipe.contextJobId}, ${employerSwipe.createdAt}
              from ${employerSwipe} where ${employerSwipe.companyId} = ${companyId} order by ${employerSwipe.createdAt}`,
        ),
        matches: await exportRows(
          db,
          sql`select ${match.id}, ${match.seekerUserId}, ${match.jobId}, ${match.createdAt}
              from ${match} where ${match.companyId} = ${companyId} order by ${match.createdAt}`,
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
        sql`delete from ${activityEvent} where ${activityEvent.type} = 'match'
            and ${activityEvent.refId} in (select ${match.id}::text from ${match} where ${match.seekerUserId} = ${seekerUserId})`,
      );
    },

    // ---- Matches ----------------------------------------------------------------------------

    listMatchesForSeeker(seekerUserId: string) {
      return rows<MatchRow>(
        db,
        sql`select ${MATCH_COLUMNS} from ${MATCHES}
          where ${m.seekerUserId} = ${seekerUserId} order by ${m.createdAt} desc`,
      );
    },

    listMatchesForCompany(companyId: string) {
      return rows<MatchRow>(
        db,
        sql`select ${MATCH_COLUMNS} from ${MATCHES}
          where ${m.companyId} = ${companyId} order by ${m.createdAt} desc`,
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
        select ${sp.userId}, ${sp.firstName}, ${sp.lastName}, ${sp.jobTitle}, ${sp.headline}, ${sp.bio}, ${sp.locationCity},
               ${sp.locationCountry}, ${sp.profileImageUrl}, ${sp.keySkills}, ${sp.workPreferences},
               ${sp.hasDrivingLicence}, ${sp.openToRelocation}, ${sp.availabilityStatus},
               exists (select 1 from ${favouriteTalent} ${f} where ${f.companyId} = ${companyId} and ${f.seekerUserId} = ${sp.userId}) as is_favourite,
               (select ${m.id} from ${match} ${m} where ${m.companyId} = ${companyId} and ${m.seekerUserId} = ${sp.userId}
                 order by ${m.createdAt} desc limit 1) as match_id,
               exists (select 1 from ${application} ${a} join ${job} ${j} on ${j.id} = ${a.jobId}
                       where ${j.companyId} = ${companyId} and ${a.seekerUserId} = ${sp.userId} and ${a.status} <> 'withdrawn') as applied,
               exists (select 1 from ${application} ${a} join ${job} ${j} on ${j.id} = ${a.jobId}
                       where ${j.companyId} = ${companyId} and ${a.seekerUserId} = ${sp.userId} and ${a.status} <> 'withdrawn'
                         and ${a.cvAttached}) as cv_shared,
               (exists (select 1 from ${match} ${m} join ${job} ${j} on ${j.id} = ${m.jobId}
                        where ${m.companyId} = ${companyId} and ${m.seekerUserId} = ${sp.userId} and ${j.subjectToDbsBarring})
                or exists (select 1 from ${application} ${a} join ${job} ${j} on ${j.id} = ${a.jobId}
                           where ${j.companyId} = ${companyId} and ${a.seekerUserId} = ${sp.userId}
                             and ${a.status} <> 'withdrawn' and ${j.subjectToDbsBarring})) as connected_by_dbs_job,
               ${sampleOf(sp.userId)} as sample
        from ${seekerProfile} ${sp}
        where ${sp.userId} = ${seekerUserId} and ${sp.setupCompletedAt} is not null`,
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
        sql`select ${job.requiredSkills}, ${job.subjectToDbsBarring} from ${job}
            where ${job.companyId} = ${companyId} and ${job.status} = 'active'`,
      );
      return found.map((r) => ({
        requiredSkills: r.required_skills,
        needsDbsCheck: r.subject_to_dbs_barring,
      }));
    },
  };
}

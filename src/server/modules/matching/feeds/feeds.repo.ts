import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { preparedRows } from '../../../db/prepared';
import { sampleOf } from '../../../db/sample';
import { rows } from '../../../db/rows';
import {
  application,
  company,
  conversation,
  employerSwipe,
  job,
  seekerDisclosure,
  seekerProfile,
  seekerSwipe,
  user,
} from '../../../db/schema';

/**
 * The decks' SQL: what the in-memory indexes are loaded from, and the one statement per deck
 * request (batched by the feeds) that reads the asker's context. Ranking is not here: it is done
 * in memory (jobs-feed.ts, seekers-ranking.ts).
 *
 * Only the jobs feed's context reads disclosure answers, and only as one boolean (DBS barring),
 * never returned to anyone. The jobs feed's context statement also writes: it moves the seeker's
 * "last active" time (see `seekerContextsTouchingLastActive`).
 */

/** A job card's fields as read from the database. */
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
  /** The company's fair-chance commitments. */
  fair_chance: string[];
  /** The employer is an account of the invented sample world (demo data). */
  sample: boolean;
}

/** A seeker card's fields as read from the database. */
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
  /** An account of the invented sample world (demo data). */
  sample: boolean;
}

/** An active job of the jobs index (id null on the one row there is when no job is active). */
export interface ActiveJobRow extends JobCardRow {
  stamp: string | null;
  company_id: string;
  subject_to_dbs_barring: boolean;
  /** What the deck's search filters read (jobMatchesSearch). */
  description: string;
  category: string;
  benefits: string[];
  /** published_at, microseconds since the epoch (null for none): the index's order. */
  published_us: string | null;
}

/**
 * The change log since a stamp (drizzle/0019), on every row: the feed's stamp now, whether only a
 * full load can bring the index up to date (the log was pruned or truncated past the stamp, or a
 * table was truncated), and the ids that changed, comma-separated.
 */
interface ChangesHead {
  stamp: string | null;
  reload: boolean;
}

/** The jobs feed's changes: the changed jobs and companies, and their active jobs now (id null when none). */
export interface JobChangeRow extends ChangesHead, Omit<ActiveJobRow, 'id' | 'stamp'> {
  id: string | null;
  job_ids: string;
  company_ids: string;
}

/** The seekers feed's changes: the changed seekers, and those of them in the index now (user_id null when none). */
export interface SeekerChangeRow extends ChangesHead, Omit<LookingSeekerRow, 'user_id' | 'stamp' | 'now_us'> {
  user_id: string | null;
  seeker_ids: string;
}

/** A looking seeker of the seekers index (user_id null on the one row there is when nobody is). */
export interface LookingSeekerRow extends SeekerCardRow {
  stamp: string | null;
  /** Database time at the read, microseconds since the epoch. */
  now_us: string;
  /** The seeker's last activity, microseconds since the epoch. */
  active_us: string;
}

export interface SeekerContextRow {
  stamp: string | null;
  skills: string[] | null;
  /** The seeker's town ("near you" on a job card). */
  city: string | null;
  barred: boolean;
  /** Comma-separated. */
  excluded: string;
  supers: string;
  /** Comma-separated, as `supers`: the employers' plain likes of this seeker (congestion-aware ranking). */
  likers: string;
}

export interface CompanyContextRow {
  company_id: string | null;
  stamp: string | null;
  now_us: string;
  job_skills: string[][] | null;
  /** The towns of the same jobs ("near your job" on a seeker card). */
  job_cities: string[];
  /** The version of the company's swiped list (company_swipes_version, '0' for none yet). */
  swiped_version: string;
  /** Comma-separated; null when the caller already holds this version of it. */
  swiped: string | null;
  supers: string;
  /**
   * Comma-separated, in no order and possibly repeated: seekers who liked one of those jobs
   * (congestion-aware ranking); null when not asked for.
   */
  likers: string | null;
  /** On the batch's first row only: comma-separated "userId µs". */
  touches: string | null;
}

// Aliases for the statements below; `${job} ${j}` declares one. The feed's own tables (feed_version,
// feed_change, company_swipes_version: drizzle/0006, 0019) are not in the schema and are named as text.
const c = alias(company, 'c');
const cn = alias(conversation, 'cn');
const j = alias(job, 'j');
const js = alias(seekerSwipe, 'js');
const sd = alias(seekerDisclosure, 'sd');
const sp = alias(seekerProfile, 'sp');
const u = alias(user, 'u');

const dialect = new PgDialect();

/**
 * A prepared statement's text: `query` names tables and columns through the schema and takes its
 * values as $1, $2… written in the text, never as `${value}`.
 */
function statementText(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length > 0) throw new Error('a prepared statement takes its values as $1, $2…');
  return text;
}

/**
 * A suspended account's jobs and profile leave the decks (a suspension logs the company or the
 * seeker in the feed change log, so the indexes read them again).
 */
const notSuspended = (userId: AnyColumn) =>
  sql`not exists (select 1 from ${user} ${u} where ${u.id} = ${userId} and ${u.suspendedAt} is not null)`;

/** A job's row of the jobs index (ActiveJobRow but its stamp), from `job j join company c`. */
const JOB_INDEX_COLUMNS = sql`${j.id}, ${j.companyId}, ${j.title}, ${c.companyName}, ${c.logoUrl}, ${j.locationCity},
         ${j.locationCountry}, ${j.employmentType}, ${j.salaryMin}, ${j.salaryMax}, ${j.requiredSkills},
         ${j.subjectToDbsBarring}, ${j.description}, ${j.category}, ${j.benefits}, ${c.fairChance},
         ${sampleOf(c.userId)} as sample,
         (extract(epoch from ${j.publishedAt}) * 1000000)::bigint::text as published_us`;

/** A seeker's row of the seekers index (LookingSeekerRow but its stamp and now_us), from `seeker_profile sp`. */
const SEEKER_INDEX_COLUMNS = sql`${sp.userId}, ${sp.firstName}, ${sp.lastName}, ${sp.jobTitle}, ${sp.headline},
         ${sp.locationCity}, ${sp.locationCountry}, ${sp.profileImageUrl}, ${sp.keySkills},
         ${sampleOf(sp.userId)} as sample,
         (extract(epoch from ${sp.lastActiveAt}) * 1000000)::bigint::text as active_us`;

/** The seekers of the index, on `seeker_profile sp` (with what the statement adds before). */
const LOOKING_SEEKER = sql`${sp.setupCompletedAt} is not null and ${sp.availabilityStatus} = 'actively_looking'
         and ${notSuspended(sp.userId)}`;

// Seekers' contexts for the jobs feed, one row per given seeker in the given order. Lists of ids
// come comma-separated (cheaper to read than arrays). The touch (last active, moved at most every
// five minutes) rides along: a data-modifying CTE runs whether or not the query reads it.
const SEEKER_CONTEXTS = statementText(sql`
  with input as (select * from unnest($1::text[]) with ordinality as i(user_id, n)),
  touch as (
    update ${seekerProfile} set ${sql.identifier(seekerProfile.lastActiveAt.name)} = now()
    where ${seekerProfile.userId} in (select user_id from input) and ${seekerProfile.lastActiveAt} < now() - interval '5 minutes'
    returning 1
  )
  select (select stamp::text from feed_version where name = 'jobs') as stamp,
         (select ${seekerProfile.keySkills} from ${seekerProfile} where ${seekerProfile.userId} = i.user_id) as skills,
         (select ${seekerProfile.locationCity} from ${seekerProfile} where ${seekerProfile.userId} = i.user_id) as city,
         coalesce((select coalesce(${sd.onDbsBarringList}, false) or coalesce(${sd.barredFromRegulatedWork}, false)
                   from ${seekerDisclosure} ${sd} where ${sd.userId} = i.user_id), false) as barred,
         array_to_string(array(select ${seekerSwipe.jobId}::text from ${seekerSwipe} where ${seekerSwipe.seekerUserId} = i.user_id
                               union all
                               select ${application.jobId}::text from ${application} where ${application.seekerUserId} = i.user_id
                               union all
                               select ${j.id}::text from ${conversation} ${cn} join ${job} ${j} on ${j.companyId} = ${cn.companyId}
                               where ${cn.seekerUserId} = i.user_id and ${cn.blockedBy} is not null), ',') as excluded,
         array_to_string(array(select ${employerSwipe.companyId}::text || ':' || coalesce(${employerSwipe.contextJobId}::text, '')
                               from ${employerSwipe}
                               where ${employerSwipe.seekerUserId} = i.user_id and ${employerSwipe.action} = 'super_like'), ',') as supers,
         array_to_string(array(select ${employerSwipe.companyId}::text || ':' || coalesce(${employerSwipe.contextJobId}::text, '')
                               from ${employerSwipe}
                               where ${employerSwipe.seekerUserId} = i.user_id and ${employerSwipe.action} = 'like'), ',') as likers
  from input i
  order by i.n`);

// `co` is each key with its company's id; `cv` adds the version of the company's swiped list.
const COMPANY_CONTEXTS = statementText(sql`
  with input as (
    select * from unnest($1::text[], $2::uuid[], $4::text[], $5::boolean[])
      with ordinality as i(hirer, context_job, known, want_likers, n)),
  co as materialized (
    select i.n, i.context_job, i.known, i.want_likers,
           (select ${c.id} from ${company} ${c} where ${c.userId} = i.hirer) as id from input i),
  cv as materialized (
    select co.*, coalesce((select v.version::text from company_swipes_version v where v.company_id = co.id), '0') as swiped_version
    from co)
  select co.id::text as company_id,
         (select stamp::text from feed_version where name = 'seekers') as stamp,
         (extract(epoch from now()) * 1000000)::bigint::text as now_us,
         (select json_agg(${j.requiredSkills} order by ${j.id}) from ${job} ${j}
          where ${j.companyId} = co.id and ${j.status} = 'active' and (co.context_job is null or ${j.id} = co.context_job)
            and cardinality(${j.requiredSkills}) > 0) as job_skills,
         array(select distinct ${j.locationCity} from ${job} ${j}
               where ${j.companyId} = co.id and ${j.status} = 'active' and (co.context_job is null or ${j.id} = co.context_job)
                 and ${j.locationCity} is not null) as job_cities,
         co.swiped_version,
         case when co.swiped_version = co.known then null else array_to_string(array(
           select ${employerSwipe.seekerUserId} from ${employerSwipe} where ${employerSwipe.companyId} = co.id
           union
           select ${conversation.seekerUserId} from ${conversation}
           where ${conversation.companyId} = co.id and ${conversation.blockedBy} is not null and ${conversation.seekerUserId} is not null
           order by 1), ',') end as swiped,
         array_to_string(array(
           select distinct ${js.seekerUserId} from ${seekerSwipe} ${js} join ${job} ${j} on ${j.id} = ${js.jobId}
           where ${j.companyId} = co.id and ${j.status} = 'active' and (co.context_job is null or ${j.id} = co.context_job)
             and ${js.action} = 'super_like'
           order by 1), ',') as supers,
         case when co.want_likers then array_to_string(array(
           select ${js.seekerUserId} from ${seekerSwipe} ${js} join ${job} ${j} on ${j.id} = ${js.jobId}
           where ${j.companyId} = co.id and ${j.status} = 'active' and (co.context_job is null or ${j.id} = co.context_job)
             and ${js.action} = 'like'), ',') end as likers,
         case when co.n = 1 then array_to_string(array(
           select ${sp.userId} || ' ' || (extract(epoch from ${sp.lastActiveAt}) * 1000000)::bigint
           from ${seekerProfile} ${sp}
           where ${sp.availabilityStatus} = 'actively_looking'
             and ${sp.lastActiveAt} > to_timestamp($3::float8) and ${sp.lastActiveAt} < 'infinity'), ',')
         end as touches
  from cv co
  order by co.n`);

/**
 * The log rows after $1 (a stamp) that matter to a feed of `kinds`, and whether they say to read
 * everything again: a truncated table (the feed's own kind), a truncated log, or rows pruned past
 * the stamp (drizzle/0019). A stamp that went back (feed_version emptied) reads everything too.
 */
function changesSince(feed: 'jobs' | 'seekers', kinds: string[]) {
  const list = [feed, 'truncated', 'pruned', ...kinds].map((k) => `'${k}'`).join(', ');
  return sql.raw(`
  ch as materialized (select kind, row_id from feed_change where id > $1::bigint and kind in (${list})),
  head as (
    select v.stamp,
           v.stamp is null or v.stamp::bigint < $1::bigint
             or exists (select 1 from ch where kind in ('${feed}', 'truncated'))
             or exists (select 1 from ch where (case when kind = 'pruned' then row_id::bigint end) > $1::bigint) as reload
    from (select (select stamp::text from feed_version where name = '${feed}') as stamp) v)`);
}

const JOB_CHANGES = statementText(sql`
  with ${changesSince('jobs', ['job', 'company'])},
  ids as (
    select ${j.id} from ${job} ${j} where ${j.id} in (select row_id::uuid from ch where kind = 'job')
    union
    select ${j.id} from ${job} ${j} where ${j.companyId} in (select row_id::uuid from ch where kind = 'company'))
  select head.*,
         array_to_string(array(select distinct row_id from ch where kind = 'job'), ',') as job_ids,
         array_to_string(array(select distinct row_id from ch where kind = 'company'), ',') as company_ids,
         ${JOB_INDEX_COLUMNS}
  from head
  left join (${job} ${j} join ${company} ${c} on ${c.id} = ${j.companyId})
    on ${j.status} = 'active' and ${j.id} in (select id from ids) and ${notSuspended(c.userId)}
  order by ${j.publishedAt} desc nulls last, ${j.id}`);

const SEEKER_CHANGES = statementText(sql`
  with ${changesSince('seekers', ['seeker'])}
  select head.*,
         array_to_string(array(select distinct row_id from ch where kind = 'seeker'), ',') as seeker_ids,
         ${SEEKER_INDEX_COLUMNS}
  from head
  left join ${seekerProfile} ${sp}
    on ${sp.userId} in (select row_id from ch where kind = 'seeker') and ${LOOKING_SEEKER}
  order by ${sp.lastActiveAt} desc, ${sp.userId}`);

// Log rows older than $1 seconds go, with a 'pruned' row naming the last id removed (older 'pruned'
// rows go too: the new one names a later id). One statement, so readers see all of it or none.
const PRUNE_CHANGES = `
  with gone as (
    delete from feed_change where kind <> 'pruned' and created_at < now() - make_interval(secs => $1::float8)
    returning id),
  mark as (
    insert into feed_change (kind, row_id) select 'pruned', max(id)::text from gone having count(*) > 0
    returning id)
  delete from feed_change where kind = 'pruned' and id < (select id from mark)`;

export function feedsRepo(db: Db) {
  return {
    /**
     * The jobs index: active jobs with their company's card fields, newest first, and the 'jobs'
     * stamp, in one statement so both come from the same snapshot (the left join keeps the stamp
     * when no job is active).
     */
    activeJobs() {
      return rows<ActiveJobRow>(
        db,
        sql`
        select v.stamp, ${JOB_INDEX_COLUMNS}
        from (select (select stamp::text from feed_version where name = 'jobs') as stamp) v
        left join (${job} ${j} join ${company} ${c} on ${c.id} = ${j.companyId})
          on ${j.status} = 'active' and ${notSuspended(c.userId)}
        order by ${j.publishedAt} desc nulls last, ${j.id}`,
      );
    },

    /**
     * The jobs feed's context of each seeker (skills, DBS barring, the jobs to leave out, the
     * super_likes received, the 'jobs' stamp), one row per seeker in the given order; and, in the
     * same statement, each seeker's "last active" time moved to now if it is more than five
     * minutes old (what the seekers feed orders by).
     */
    seekerContextsTouchingLastActive(seekerUserIds: string[]) {
      return preparedRows<SeekerContextRow>(db, 'jobs_feed_seeker_contexts_touch', SEEKER_CONTEXTS, [
        seekerUserIds,
      ]);
    },

    /**
     * The seekers index: seekers with a completed profile who are actively looking, most recently
     * active first, with the 'seekers' stamp and the database time, from one snapshot.
     */
    lookingSeekers() {
      return rows<LookingSeekerRow>(
        db,
        sql`
        select v.stamp, v.now_us, ${SEEKER_INDEX_COLUMNS}
        from (select (select stamp::text from feed_version where name = 'seekers') as stamp,
                     (extract(epoch from now()) * 1000000)::bigint::text as now_us) v
        left join ${seekerProfile} ${sp} on ${LOOKING_SEEKER}
        order by ${sp.lastActiveAt} desc, ${sp.userId}`,
      );
    },

    /**
     * The seekers feed's context of each (employer, job context), in the given order (see
     * COMPANY_CONTEXTS): `knownVersions` are the swiped lists' versions the caller holds, the
     * likers are read only where `wantLikers` says, and the touches are those after `touchesSince`
     * (seconds since the epoch). Reads only.
     */
    companyContexts(
      keys: { hirerUserId: string; contextJobId: string | null }[],
      touchesSince: number,
      knownVersions: (string | null)[],
      wantLikers: boolean[],
    ) {
      return preparedRows<CompanyContextRow>(db, 'seekers_feed_company_contexts', COMPANY_CONTEXTS, [
        keys.map((k) => k.hirerUserId),
        keys.map((k) => k.contextJobId),
        touchesSince,
        knownVersions,
        wantLikers,
      ]);
    },

    /** The jobs feed's change log since `stamp`, with the changed jobs as they are now (see JOB_CHANGES). */
    jobChangesSince(stamp: string | null) {
      return preparedRows<JobChangeRow>(db, 'jobs_feed_changes', JOB_CHANGES, [stamp ?? '0']);
    },

    /** The seekers feed's change log since `stamp`, with the changed seekers as they are now. */
    seekerChangesSince(stamp: string | null) {
      return preparedRows<SeekerChangeRow>(db, 'seekers_feed_changes', SEEKER_CHANGES, [stamp ?? '0']);
    },

    /** Removes log rows older than `keepSeconds` (processes that had not seen them load again). */
    async pruneChangeLog(keepSeconds: number) {
      await preparedRows(db, 'feeds_prune_changes', PRUNE_CHANGES, [keepSeconds]);
    },
  };
}

export type FeedsRepo = ReturnType<typeof feedsRepo>;

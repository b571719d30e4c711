import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ActivityItem } from '@shared/contracts/dashboard';
import { firstRow } from '../../db/rows';

/**
 * The dashboards' figures, each in one statement: a read model over the applications, saved jobs,
 * profile, conversations and activity tables. A dashboard is the screen people open most, and on
 * the embedded database every statement costs about a millisecond of the one core it has, so five
 * or six service calls per dashboard were half of the server's work under load (decision 0010).
 * Each figure keeps the owning module's rule, and dashboard.test.ts compares every figure with the
 * owning service's answer, so the two cannot drift apart.
 */

/** Recent activity as JSON, newest first, dates as `Date.prototype.toISOString` writes them. */
const recentActivity = (userId: string, limit: number) => sql`(
  select coalesce(json_agg(json_build_object(
           'id', e.id::text, 'type', e.type, 'title', e.title, 'body', e.body, 'refId', e.ref_id,
           'createdAt', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         order by e.created_at desc, e.id desc), '[]'::json)
  from (select * from activity_event where user_id = ${userId}
        order by created_at desc, id desc limit ${limit}) e)`;

interface SeekerFigures {
  applications: number;
  pending: number;
  saved_jobs: number;
  completion: number;
  unread: number;
  hired: { applicationId: string; jobTitle: string; companyName: string } | null;
  activity: ActivityItem[];
}

interface HirerFigures {
  company_name: string | null;
  contact_name: string | null;
  active_jobs: number;
  applications: number;
  fresh: number;
  hires: number;
  unread: number;
  activity: ActivityItem[];
}

export function dashboardRepo(db: Db) {
  return {
    seekerFigures(userId: string, activityLimit: number) {
      return firstRow<SeekerFigures>(
        db,
        sql`select
          (select count(*)::int from application where seeker_user_id = ${userId} and status <> 'withdrawn') as applications,
          (select count(*)::int from application where seeker_user_id = ${userId} and status in ('new', 'shortlisted')) as pending,
          (select count(*)::int from saved_job where seeker_user_id = ${userId}) as saved_jobs,
          coalesce((select profile_completion_percentage from seeker_profile where user_id = ${userId}), 0) as completion,
          (select count(*)::int from conversation c join message m on m.conversation_id = c.id
            where c.seeker_user_id = ${userId} and m.id > c.seeker_read_id and m.sender_role <> 'seeker') as unread,
          (select json_build_object('applicationId', a.id, 'jobTitle', j.title, 'companyName', co.company_name)
            from application a join job j on j.id = a.job_id join company co on co.id = j.company_id
            where a.seeker_user_id = ${userId} and a.status = 'hired' and a.updated_at > now() - interval '30 days'
            order by a.updated_at desc limit 1) as hired,
          ${recentActivity(userId, activityLimit)} as activity`,
      );
    },

    hirerFigures(userId: string, activityLimit: number) {
      return firstRow<HirerFigures>(
        db,
        sql`with co as (select id, company_name, contact_name from company where user_id = ${userId})
        select
          (select company_name from co) as company_name,
          (select contact_name from co) as contact_name,
          (select count(*)::int from job where company_id = (select id from co) and status <> 'archived') as active_jobs,
          (select count(*)::int from application a join job j on j.id = a.job_id
            where j.company_id = (select id from co) and a.status <> 'withdrawn') as applications,
          (select count(*)::int from application a join job j on j.id = a.job_id
            where j.company_id = (select id from co) and a.status = 'new') as fresh,
          (select count(*)::int from application a join job j on j.id = a.job_id
            where j.company_id = (select id from co) and a.status = 'hired') as hires,
          (select count(*)::int from conversation c join message m on m.conversation_id = c.id
            where c.company_id = (select id from co) and m.id > c.hirer_read_id and m.sender_role <> 'hirer') as unread,
          ${recentActivity(userId, activityLimit)} as activity`,
      );
    },
  };
}

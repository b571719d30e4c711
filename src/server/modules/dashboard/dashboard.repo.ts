import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  activityEvent,
  application,
  company,
  conversation,
  job,
  message,
  savedJob,
  seekerProfile,
} from '../../db/schema';
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

// Aliases for the statements below; `${application} ${a}` declares one. `co` also names the hirer
// statement's CTE of the company's row, which keeps the company's column names.
const a = alias(application, 'a');
const c = alias(conversation, 'c');
const co = alias(company, 'co');
const e = alias(activityEvent, 'e');
const j = alias(job, 'j');
const m = alias(message, 'm');

/** Recent activity as JSON, newest first, dates as `Date.prototype.toISOString` writes them. */
const recentActivity = (userId: string, limit: number) => sql`(
  select coalesce(json_agg(json_build_object(
           'id', ${e.id}::text, 'type', ${e.type}, 'title', ${e.title}, 'body', ${e.body}, 'refId', ${e.refId},
           'createdAt', to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         order by ${e.createdAt} desc, ${e.id} desc), '[]'::json)
  from (select * from ${activityEvent} where ${activityEvent.userId} = ${userId}
        order by ${activityEvent.createdAt} desc, ${activityEvent.id} desc limit ${limit}) ${e})`;

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
          (select count(*)::int from ${application} where ${application.seekerUserId} = ${userId} and ${application.status} <> 'withdrawn') as applications,
          (select count(*)::int from ${application} where ${application.seekerUserId} = ${userId} and ${application.status} in ('new', 'shortlisted')) as pending,
          (select count(*)::int from ${savedJob} where ${savedJob.seekerUserId} = ${userId}) as saved_jobs,
          coalesce((select ${seekerProfile.profileCompletionPercentage} from ${seekerProfile} where ${seekerProfile.userId} = ${userId}), 0) as completion,
          (select count(*)::int from ${conversation} ${c} join ${message} ${m} on ${m.conversationId} = ${c.id}
            where ${c.seekerUserId} = ${userId} and ${m.id} > ${c.seekerReadId} and ${m.senderRole} <> 'seeker') as unread,
          (select json_build_object('applicationId', ${a.id}, 'jobTitle', ${j.title}, 'companyName', ${co.companyName})
            from ${application} ${a} join ${job} ${j} on ${j.id} = ${a.jobId} join ${company} ${co} on ${co.id} = ${j.companyId}
            where ${a.seekerUserId} = ${userId} and ${a.status} = 'hired' and ${a.updatedAt} > now() - interval '30 days'
            order by ${a.updatedAt} desc limit 1) as hired,
          ${recentActivity(userId, activityLimit)} as activity`,
      );
    },

    hirerFigures(userId: string, activityLimit: number) {
      return firstRow<HirerFigures>(
        db,
        sql`with ${co} as (select ${company.id}, ${company.companyName}, ${company.contactName} from ${company} where ${company.userId} = ${userId})
        select
          (select ${co.companyName} from ${co}) as company_name,
          (select ${co.contactName} from ${co}) as contact_name,
          (select count(*)::int from ${job} where ${job.companyId} = (select ${co.id} from ${co}) and ${job.status} <> 'archived') as active_jobs,
          (select count(*)::int from ${application} ${a} join ${job} ${j} on ${j.id} = ${a.jobId}
            where ${j.companyId} = (select ${co.id} from ${co}) and ${a.status} <> 'withdrawn') as applications,
          (select count(*)::int from ${application} ${a} join ${job} ${j} on ${j.id} = ${a.jobId}
            where ${j.companyId} = (select ${co.id} from ${co}) and ${a.status} = 'new') as fresh,
          (select count(*)::int from ${application} ${a} join ${job} ${j} on ${j.id} = ${a.jobId}
            where ${j.companyId} = (select ${co.id} from ${co}) and ${a.status} = 'hired') as hires,
          (select count(*)::int from ${conversation} ${c} join ${message} ${m} on ${m.conversationId} = ${c.id}
            where ${c.companyId} = (select ${co.id} from ${co}) and ${m.id} > ${c.hirerReadId} and ${m.senderRole} <> 'hirer') as unread,
          ${recentActivity(userId, activityLimit)} as activity`,
      );
    },
  };
}

import type { Db } from '../../db/client';
import type { ActivityItem } from '@shared/contracts/dashboard';
import { activityRepo, type NewActivity } from './activity.repo';

/** How often one job's views are reported to its employer. */
const VIEW_EVENT_EVERY_HOURS = 24;

/**
 * The dashboards' Recent Activity: events addressed to one user. Other modules record events
 * here (applications, status changes, matches, messages, views); texts never carry a disclosure answer.
 */
export function activityService(db: Db) {
  const repo = activityRepo(db);
  return {
    record: (event: NewActivity) => repo.insert(event),

    /** A job's page was viewed: at most one event per job a day, so the feed is not flooded. */
    async recordJobView(event: { hirerUserId: string; jobId: string; jobTitle: string }) {
      if (await repo.existsSince(event.hirerUserId, 'view', event.jobId, VIEW_EVENT_EVERY_HOURS)) return;
      await repo.insert({
        userId: event.hirerUserId,
        type: 'view',
        title: 'Your job is being viewed',
        body: `Job seekers are looking at ${event.jobTitle}`,
        refId: event.jobId,
      });
    },

    /** Forgets every event about these references (e.g. a deleted account's applications). */
    forget: (refIds: string[]) => repo.deleteByRefIds(refIds),

    async recent(userId: string, limit: number): Promise<ActivityItem[]> {
      const rows = await repo.recent(userId, limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}

export type ActivityService = ReturnType<typeof activityService>;

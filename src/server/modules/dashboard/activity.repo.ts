import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityEvent } from '../../db/schema';
import type { ActivityType } from '@shared/rules/activity';

export interface NewActivity {
  userId: string;
  type: ActivityType;
  title: string;
  body?: string | null;
  refId?: string | null;
}

export function activityRepo(db: Db) {
  return {
    async insert(event: NewActivity) {
      await db
        .insert(activityEvent)
        .values({ ...event, body: event.body ?? null, refId: event.refId ?? null });
    },

    async recent(userId: string, limit: number) {
      return db
        .select({
          id: activityEvent.id,
          type: activityEvent.type,
          title: activityEvent.title,
          body: activityEvent.body,
          refId: activityEvent.refId,
          createdAt: activityEvent.createdAt,
        })
        .from(activityEvent)
        .where(eq(activityEvent.userId, userId))
        .orderBy(desc(activityEvent.createdAt), desc(activityEvent.id))
        .limit(limit);
    },

    /** Removes every event about these things (whoever it was addressed to). */
    async deleteByRefIds(refIds: string[]) {
      if (refIds.length === 0) return;
      await db.delete(activityEvent).where(inArray(activityEvent.refId, refIds));
    },

    /** Whether an event of this type and reference was written for the user within the last `hours`. */
    async existsSince(userId: string, type: ActivityType, refId: string, hours: number) {
      const rows = await db
        .select({ id: activityEvent.id })
        .from(activityEvent)
        .where(
          and(
            eq(activityEvent.userId, userId),
            eq(activityEvent.type, type),
            eq(activityEvent.refId, refId),
            gt(activityEvent.createdAt, sql`now() - make_interval(hours => ${hours})`),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

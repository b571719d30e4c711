import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { exportRows } from '../../db/export-rows';
import { firstRow, rows } from '../../db/rows';
import { sampleOf } from '../../db/sample';
import {
  application,
  company,
  conversation,
  conversationReport,
  job,
  match,
  message,
  notificationSetting,
  presence,
  seekerProfile,
  user,
} from '../../db/schema';

type Conversation = typeof conversation.$inferSelect;
type Message = typeof message.$inferSelect;
type Company = typeof company.$inferSelect;
type SeekerProfile = typeof seekerProfile.$inferSelect;
type User = typeof user.$inferSelect;

export type Role = Message['senderRole'];

/** Who is asking: a seeker by user id, a hirer by their company. */
export type Viewer =
  { role: 'seeker'; userId: string } | { role: 'hirer'; userId: string; companyId: string };

/** A match's two sides and what its conversation and notice show. */
export type MatchParties = Pick<typeof match.$inferSelect, 'companyId' | 'seekerUserId' | 'jobId'> & {
  hirerUserId: Company['userId'];
  title: (typeof job.$inferSelect)['title'];
  companyName: Company['companyName'];
  firstName: SeekerProfile['firstName'];
  lastName: SeekerProfile['lastName'];
};

/** Columns of a left-joined row: null when there is none. */
type OrNone<T> = { [K in keyof T]: T[K] | null };

/** A conversation as the lists and the header show it to one side. */
export type ConversationRow = Pick<
  Conversation,
  | 'id'
  | 'companyId'
  | 'seekerUserId'
  | 'jobId'
  | 'jobTitle'
  | 'lastMessageAt'
  | 'seekerReadId'
  | 'hirerReadId'
  | 'blockedBy'
  | 'closed'
> &
  OrNone<{
    hirerUserId: Company['userId'];
    companyName: Company['companyName'];
    logoUrl: Company['logoUrl'];
    employerContactName: Company['contactName'];
    firstName: SeekerProfile['firstName'];
    lastName: SeekerProfile['lastName'];
    profileImageUrl: SeekerProfile['profileImageUrl'];
    lastBody: Message['body'];
    lastRole: Message['senderRole'];
  }> & {
    /** Messages from the other side after the viewer's read position. */
    unread: number;
    /** Each side is an account of the invented sample world (demo data); false once it has left. */
    hirerSample: boolean;
    seekerSample: boolean;
  };

/** A message as a thread shows it (without its author's account id). */
const messageFields = {
  id: message.id,
  conversationId: message.conversationId,
  senderRole: message.senderRole,
  body: message.body,
  clientId: message.clientId,
  interviewId: message.interviewId,
  createdAt: message.createdAt,
};
export type MessageRow = Pick<Message, keyof typeof messageFields>;

/**
 * A row as a `sql` statement answers it, before the schema's decoding: timestamps come as text
 * from both drivers, bigints and counts as text from node-postgres and as numbers from PGlite.
 */
type Sent<T> = { [K in keyof T]: SentValue<T[K]> };
type SentValue<V> = V extends Date ? string : V extends number ? string | number : V;

const decodeConversation = (row: Sent<ConversationRow>): ConversationRow => ({
  ...row,
  lastMessageAt: new Date(row.lastMessageAt),
  seekerReadId: Number(row.seekerReadId),
  hirerReadId: Number(row.hirerReadId),
  unread: Number(row.unread),
});

const decodeMessage = (row: Sent<MessageRow>): MessageRow => ({
  ...row,
  id: Number(row.id),
  createdAt: new Date(row.createdAt),
});

/** `value as "key", …`: a `sql` statement's row then has the schema's property names as keys. */
const selectList = <K extends string>(fields: Record<K, SQLWrapper>) =>
  sql.join(
    Object.entries<SQLWrapper>(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );

/** Columns' bare names, for the column list of an insert and the target of a `set` in `sql`. */
const names = (...columns: AnyColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

// Aliases for the statements written as `sql`; `${conversation} ${c}` declares one.
const c = alias(conversation, 'c');
const co = alias(company, 'co');
const hu = alias(user, 'hu');
const sp = alias(seekerProfile, 'sp');
const m = alias(message, 'm');
const um = alias(message, 'um');
const sm = alias(message, 'sm');
/** The lateral subquery of a conversation's last message: it keeps the message's column names. */
const lm = alias(message, 'lm');

const readColumn = (role: Role, table: typeof conversation | typeof c = conversation) =>
  role === 'seeker' ? table.seekerReadId : table.hirerReadId;

const mine = (viewer: Viewer) =>
  viewer.role === 'seeker' ? eq(c.seekerUserId, viewer.userId) : eq(c.companyId, viewer.companyId);

/** The messages of conversation `c` from the other side after the viewer's read position. */
const unreadIn = (viewer: Viewer) =>
  sql`(select count(*) from ${message} ${um}
        where ${um.conversationId} = ${c.id} and ${um.id} > ${readColumn(viewer.role, c)} and ${um.senderRole} <> ${viewer.role})`;

/** The columns every list row and the header need, for the viewer's side. */
function conversationSelect(viewer: Viewer) {
  return sql`select ${selectList<keyof ConversationRow>({
    id: c.id,
    companyId: c.companyId,
    seekerUserId: c.seekerUserId,
    hirerUserId: co.userId,
    jobId: c.jobId,
    jobTitle: c.jobTitle,
    lastMessageAt: c.lastMessageAt,
    seekerReadId: c.seekerReadId,
    hirerReadId: c.hirerReadId,
    blockedBy: c.blockedBy,
    closed: c.closed,
    companyName: co.companyName,
    logoUrl: co.logoUrl,
    employerContactName: co.contactName,
    firstName: sp.firstName,
    lastName: sp.lastName,
    profileImageUrl: sp.profileImageUrl,
    hirerSample: sql`coalesce(${hu.sample}, false)`,
    seekerSample: sampleOf(c.seekerUserId),
    lastBody: lm.body,
    lastRole: lm.senderRole,
    unread: unreadIn(viewer),
  })}
    from ${conversation} ${c}
    left join ${company} ${co} on ${co.id} = ${c.companyId}
    left join ${user} ${hu} on ${hu.id} = ${co.userId}
    left join ${seekerProfile} ${sp} on ${sp.userId} = ${c.seekerUserId}
    left join lateral (
      select ${m.body}, ${m.senderRole} from ${message} ${m} where ${m.conversationId} = ${c.id} order by ${m.id} desc limit 1
    ) ${lm} on true`;
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Conversation `c` names the term: the other side, the job or one of its messages. */
function naming(term: string) {
  const pattern = likePattern(term);
  return sql`(
    coalesce(${sp.firstName}, '') || ' ' || coalesce(${sp.lastName}, '') ilike ${pattern}
    or ${co.companyName} ilike ${pattern}
    or ${c.jobTitle} ilike ${pattern}
    or exists (select 1 from ${message} ${sm} where ${sm.conversationId} = ${c.id} and ${sm.body} ilike ${pattern}))`;
}

/** Conversation `c`'s messages as JSON, for the data exports. */
const messagesJson = sql`coalesce((select jsonb_agg(jsonb_build_object('from', ${m.senderRole}, 'body', ${m.body}, 'sentAt', ${m.createdAt}) order by ${m.id})
    from ${message} ${m} where ${m.conversationId} = ${c.id}), '[]'::jsonb)`;

/** A presence row of a connection that is open now (its process renews it every 30 seconds). */
const openNow = (row: { connections: AnyColumn; seenAt: AnyColumn }) =>
  sql`${row.connections} > 0 and ${row.seenAt} > now() - interval '90 seconds'`;

/**
 * Conversation `c` has a message to `side`, unread for `delayMinutes`, newer than the last e-mail
 * about it and the last e-mail an hour old.
 */
function waitingFor(side: Role, delayMinutes: number) {
  const notifiedAt = side === 'seeker' ? c.seekerNotifiedAt : c.hirerNotifiedAt;
  return sql`${c.seekerUserId} is not null and ${c.closed} is null and ${c.blockedBy} is null
    and (${notifiedAt} is null or ${notifiedAt} < now() - interval '1 hour')
    and exists (select 1 from ${message} ${m} where ${m.conversationId} = ${c.id} and ${m.senderRole} = ${side === 'seeker' ? 'hirer' : 'seeker'}
      and ${m.id} > ${readColumn(side, c)} and ${m.createdAt} <= now() - ${delayMinutes} * interval '1 minute'
      and ${m.createdAt} > coalesce(${notifiedAt}, '-infinity'))`;
}

interface DueNotification {
  id: Conversation['id'];
  side: Role;
  userId: User['id'];
  senderName: string;
  jobTitle: Conversation['jobTitle'];
  email: User['email'];
}

export function messagingRepo(db: Db) {
  const isOnline = async (userId: string) => {
    const found = await firstRow<{ ok: boolean }>(
      db,
      sql`select exists (select 1 from ${presence} where ${presence.userId} = ${userId} and ${openNow(presence)}) as ok`,
    );
    return found.ok;
  };

  return {
    /** The company's conversations and their messages, for the employer's data export. */
    exportForCompany: (companyId: string) =>
      exportRows(
        db,
        sql`select ${c.id}, ${c.seekerUserId}, ${c.jobTitle}, ${messagesJson} as messages
            from ${conversation} ${c} where ${c.companyId} = ${companyId} order by ${c.createdAt}`,
      ),

    /** The employer is leaving: each conversation stays with the seeker, closed. */
    closeForCompany: async (companyId: string) =>
      db
        .update(conversation)
        .set({ closed: 'hirer_left' })
        .where(eq(conversation.companyId, companyId))
        .returning({ id: conversation.id, seekerUserId: conversation.seekerUserId }),

    async list(viewer: Viewer, search: string | undefined) {
      const found = await rows<Sent<ConversationRow>>(
        db,
        sql`${conversationSelect(viewer)} where ${mine(viewer)} ${search ? sql`and ${naming(search)}` : sql``}
            order by ${c.lastMessageAt} desc, ${c.id} limit 100`,
      );
      return found.map(decodeConversation);
    },

    async find(viewer: Viewer, id: string) {
      const [found] = await rows<Sent<ConversationRow>>(
        db,
        sql`${conversationSelect(viewer)} where ${c.id} = ${id}::uuid and ${mine(viewer)}`,
      );
      return found ? decodeConversation(found) : null;
    },

    async unreadCounts(viewer: Viewer) {
      const counts = await firstRow<Sent<{ messages: number; conversations: number }>>(
        db,
        sql`select coalesce(sum(n), 0) as messages, count(*) filter (where n > 0) as conversations from (
              select ${unreadIn(viewer)} as n from ${conversation} ${c} where ${mine(viewer)}) counts`,
      );
      return { messages: Number(counts.messages), conversations: Number(counts.conversations) };
    },

    /**
     * The conversation of (company, seeker, job), created if new. On conflict with the expression
     * index `conversation_pair_unique`, which the query builder cannot name.
     */
    upsert: (input: {
      companyId: string;
      seekerUserId: string;
      jobId: string | null;
      jobTitle: string | null;
    }) =>
      firstRow<{ id: Conversation['id']; created: boolean }>(
        db,
        sql`insert into ${conversation} (${names(conversation.companyId, conversation.seekerUserId, conversation.jobId, conversation.jobTitle)})
            values (${input.companyId}::uuid, ${input.seekerUserId}, ${input.jobId}::uuid, ${input.jobTitle})
            on conflict (${names(conversation.companyId, conversation.seekerUserId)},
                (coalesce(${names(conversation.jobId)}, '00000000-0000-0000-0000-000000000000'::uuid)))
              where ${names(conversation.companyId)} is not null and ${names(conversation.seekerUserId)} is not null
            do update set ${names(conversation.jobTitle)} = coalesce(${conversation.jobTitle}, excluded.${names(conversation.jobTitle)})
            returning ${conversation.id}, (xmax = 0) as created`,
      ),

    async matchParties(matchId: string): Promise<MatchParties | null> {
      const [found] = await db
        .select({
          companyId: match.companyId,
          seekerUserId: match.seekerUserId,
          hirerUserId: company.userId,
          jobId: match.jobId,
          title: job.title,
          companyName: company.companyName,
          firstName: seekerProfile.firstName,
          lastName: seekerProfile.lastName,
        })
        .from(match)
        .innerJoin(company, eq(company.id, match.companyId))
        .innerJoin(job, eq(job.id, match.jobId))
        .leftJoin(seekerProfile, eq(seekerProfile.userId, match.seekerUserId))
        .where(eq(match.id, matchId));
      return found ?? null;
    },

    async applicationParties(applicationId: string) {
      const [found] = await db
        .select({
          companyId: job.companyId,
          seekerUserId: application.seekerUserId,
          hirerUserId: company.userId,
          jobId: application.jobId,
          title: job.title,
        })
        .from(application)
        .innerJoin(job, eq(job.id, application.jobId))
        .innerJoin(company, eq(company.id, job.companyId))
        .where(eq(application.id, applicationId));
      return found ?? null;
    },

    /** A company may start a conversation with a seeker it matched with or who applied to it. */
    async isConnected(companyId: string, seekerUserId: string) {
      const found = await firstRow<{ ok: boolean }>(
        db,
        sql`select exists (select 1 from ${match} where ${match.companyId} = ${companyId}::uuid and ${match.seekerUserId} = ${seekerUserId})
            or exists (select 1 from ${application} join ${job} on ${job.id} = ${application.jobId}
                       where ${job.companyId} = ${companyId}::uuid and ${application.seekerUserId} = ${seekerUserId}) as ok`,
      );
      return found.ok;
    },

    async companyJobTitle(companyId: string, jobId: string) {
      const [found] = await db
        .select({ title: job.title })
        .from(job)
        .where(and(eq(job.id, jobId), eq(job.companyId, companyId)));
      return found?.title ?? null;
    },

    async messagesBefore(conversationId: string, before: number | null, limit: number) {
      const found = await db
        .select(messageFields)
        .from(message)
        .where(and(eq(message.conversationId, conversationId), before ? lt(message.id, before) : undefined))
        .orderBy(desc(message.id))
        .limit(limit + 1);
      return { items: found.slice(0, limit).reverse(), hasMore: found.length > limit };
    },

    async messagesAfter(conversationId: string, after: number, limit: number) {
      const found = await db
        .select(messageFields)
        .from(message)
        .where(and(eq(message.conversationId, conversationId), gt(message.id, after)))
        .orderBy(asc(message.id))
        .limit(limit + 1);
      return { items: found.slice(0, limit), hasMore: found.length > limit };
    },

    async messageById(id: number) {
      const [found] = await db.select(messageFields).from(message).where(eq(message.id, id));
      return found ?? null;
    },

    async sentInLastMinute(senderUserId: string) {
      const [found] = await db
        .select({ n: count() })
        .from(message)
        .where(
          and(
            eq(message.senderUserId, senderUserId),
            gt(message.createdAt, sql`now() - interval '1 minute'`),
          ),
        );
      return found?.n ?? 0;
    },

    async findByClientId(senderUserId: string, clientId: string) {
      const [found] = await db
        .select(messageFields)
        .from(message)
        .where(and(eq(message.senderUserId, senderUserId), eq(message.clientId, clientId)));
      return found ?? null;
    },

    /**
     * Stores the message once per (sender, client id), moves the conversation up the lists and
     * counts it as read by its sender, in one statement; null when the client id was used already.
     */
    async insertMessage(input: {
      conversationId: string;
      senderUserId: string;
      senderRole: Role;
      body: string;
      clientId: string;
      interviewId?: string;
    }) {
      const [found] = await rows<Sent<MessageRow>>(
        db,
        sql`with inserted as (
              insert into ${message} (${names(message.conversationId, message.senderUserId, message.senderRole, message.body, message.clientId, message.interviewId)})
              values (${input.conversationId}::uuid, ${input.senderUserId}, ${input.senderRole}, ${input.body}, ${input.clientId}, ${input.interviewId ?? null})
              on conflict (${names(message.senderUserId, message.clientId)}) do nothing
              returning ${selectList<keyof MessageRow>(messageFields)}
            ), touched as (
              update ${conversation} set ${names(conversation.lastMessageAt)} = now(),
                ${names(readColumn(input.senderRole))} = (select inserted.id from inserted)
              where ${conversation.id} = ${input.conversationId}::uuid and exists (select 1 from inserted)
            )
            select * from inserted`,
      );
      return found ? decodeMessage(found) : null;
    },

    async markRead(conversationId: string, role: Role, lastMessageId: number) {
      const column = readColumn(role);
      const lastMessage = sql`coalesce((select max(${message.id}) from ${message} where ${message.conversationId} = ${conversationId}::uuid), 0)`;
      const position = sql`greatest(${column}, least(${lastMessageId}, ${lastMessage}))`;
      const [found] = await db
        .update(conversation)
        .set(role === 'seeker' ? { seekerReadId: position } : { hirerReadId: position })
        .where(eq(conversation.id, conversationId))
        .returning({ readId: column });
      return found?.readId ?? 0;
    },

    async block(conversationId: string, role: Role) {
      await db
        .update(conversation)
        .set({ blockedBy: role, blockedAt: sql`now()` })
        .where(and(eq(conversation.id, conversationId), isNull(conversation.blockedBy)));
    },

    async unblock(conversationId: string, role: Role) {
      const found = await db
        .update(conversation)
        .set({ blockedBy: null, blockedAt: null })
        .where(and(eq(conversation.id, conversationId), eq(conversation.blockedBy, role)))
        .returning({ id: conversation.id });
      return found.length > 0;
    },

    /** The report keeps the conversation's last 20 messages as its evidence. */
    async insertReport(input: {
      conversationId: string;
      reporterUserId: string;
      reporterRole: Role;
      reason: string;
      details: string | null;
    }) {
      const last20 = alias(message, 'last20');
      const [report] = await db
        .insert(conversationReport)
        .values({
          ...input,
          evidence: sql`(select coalesce(jsonb_agg(jsonb_build_object('id', ${last20.id}, 'senderRole', ${last20.senderRole},
                'body', ${last20.body}, 'sentAt', ${last20.createdAt}) order by ${last20.id}), '[]'::jsonb)
              from (select * from ${message} where ${message.conversationId} = ${input.conversationId}::uuid
                    order by ${message.id} desc limit 20) ${last20})`,
        })
        .returning({ id: conversationReport.id, evidence: conversationReport.evidence });
      return report!;
    },

    /** Seekers and companies one has blocked or been blocked by (kept out of each other's decks). */
    blockedPairs: async (viewer: Viewer) =>
      db
        .select({ companyId: c.companyId, seekerUserId: c.seekerUserId })
        .from(c)
        .where(and(mine(viewer), isNotNull(c.blockedBy))),

    /** A moderator closes the conversation for both sides; the ids of both, or none when it is gone. */
    closeByModerator: async (conversationId: string) =>
      db
        .update(conversation)
        .set({ closed: 'moderator_closed' })
        .where(eq(conversation.id, conversationId))
        .returning({
          seekerUserId: conversation.seekerUserId,
          hirerUserId: sql<Company['userId'] | null>`${db
            .select({ userId: company.userId })
            .from(company)
            .where(eq(company.id, conversation.companyId))}`,
        }),

    /** The seeker has gone: their side of each conversation closes for the employer. */
    closeForSeeker: async (seekerUserId: string) =>
      db
        .update(conversation)
        .set({ closed: 'seeker_left' })
        .from(company)
        .where(and(eq(conversation.seekerUserId, seekerUserId), eq(company.id, conversation.companyId)))
        .returning({ id: conversation.id, hirerUserId: company.userId }),

    /** The seeker's conversations and their messages, for the seeker's data export. */
    exportFor: (seekerUserId: string) =>
      exportRows(
        db,
        sql`select ${c.id}, ${co.companyName}, ${c.jobTitle}, ${messagesJson} as messages
            from ${conversation} ${c} left join ${company} ${co} on ${co.id} = ${c.companyId}
            where ${c.seekerUserId} = ${seekerUserId} order by ${c.createdAt}`,
      ),

    // ---- Presence ---------------------------------------------------------------------------

    async presenceChange(userId: string, instanceId: string, delta: 1 | -1) {
      await db
        .insert(presence)
        .values({ userId, instanceId, connections: sql`greatest(${delta}, 0)`, seenAt: sql`now()` })
        .onConflictDoUpdate({
          target: [presence.userId, presence.instanceId],
          set: { connections: sql`greatest(${presence.connections} + ${delta}, 0)`, seenAt: sql`now()` },
        });
    },

    async presenceHeartbeat(instanceId: string, userIds: string[]) {
      if (userIds.length === 0) return;
      await db
        .update(presence)
        .set({ seenAt: sql`now()` })
        .where(and(eq(presence.instanceId, instanceId), inArray(presence.userId, userIds)));
    },

    async clearInstance(instanceId: string) {
      await db.delete(presence).where(eq(presence.instanceId, instanceId));
    },

    isOnline,

    /** The other participants of every open conversation of the user (who hears their presence). */
    counterparts: (userId: string) =>
      rows<{ conversationId: Conversation['id']; otherUserId: User['id']; role: Role }>(
        db,
        sql`select ${selectList({ conversationId: c.id, otherUserId: co.userId, role: sql`'seeker'` })}
              from ${conversation} ${c} join ${company} ${co} on ${co.id} = ${c.companyId} where ${c.seekerUserId} = ${userId}
            union all
            select ${c.id}, ${c.seekerUserId}, 'hirer'
              from ${conversation} ${c} join ${company} ${co} on ${co.id} = ${c.companyId}
              where ${co.userId} = ${userId} and ${c.seekerUserId} is not null`,
      ),

    // ---- E-mail notifications -----------------------------------------------------------------

    /**
     * Conversations with a message waiting unread longer than the delay, newer than the last
     * e-mail about it, for a recipient who wants these e-mails and has no open connection.
     */
    dueNotifications(delayMinutes: number) {
      const u = alias(user, 'u');
      const ns = alias(notificationSetting, 'ns');
      const p = alias(presence, 'p');
      return rows<DueNotification>(
        db,
        sql`with due as (
              select ${selectList<Exclude<keyof DueNotification, 'email'>>({
                id: c.id,
                side: sql`'seeker'`,
                userId: c.seekerUserId,
                senderName: co.companyName,
                jobTitle: c.jobTitle,
              })}
              from ${conversation} ${c} join ${company} ${co} on ${co.id} = ${c.companyId}
              where ${waitingFor('seeker', delayMinutes)}
              union all
              select ${c.id}, 'hirer', ${co.userId},
                coalesce(nullif(trim(concat_ws(' ', ${sp.firstName}, ${sp.lastName})), ''), 'A job seeker'), ${c.jobTitle}
              from ${conversation} ${c} join ${company} ${co} on ${co.id} = ${c.companyId}
              left join ${seekerProfile} ${sp} on ${sp.userId} = ${c.seekerUserId}
              where ${waitingFor('hirer', delayMinutes)})
            select due.*, ${u.email} from due join ${user} ${u} on ${u.id} = due."userId"
            left join ${notificationSetting} ${ns} on ${ns.userId} = due."userId"
            where coalesce(${ns.messageEmails}, true)
              and not exists (select 1 from ${presence} ${p} where ${p.userId} = due."userId" and ${openNow(p)})
            limit 200`,
      );
    },

    /** Claims one notification (one process sends it, at most one an hour per conversation and side). */
    async claimNotification(conversationId: string, side: Role) {
      const notifiedAt = side === 'seeker' ? conversation.seekerNotifiedAt : conversation.hirerNotifiedAt;
      const now = sql`now()`;
      const found = await db
        .update(conversation)
        .set(side === 'seeker' ? { seekerNotifiedAt: now } : { hirerNotifiedAt: now })
        .where(
          and(
            eq(conversation.id, conversationId),
            or(isNull(notifiedAt), lt(notifiedAt, sql`now() - interval '1 hour'`)),
          ),
        )
        .returning({ id: conversation.id });
      return found.length > 0;
    },

    /**
     * The user's e-mail choices and unsubscribe secret (made on first use), and their address. One
     * statement: the insert is a CTE, which the query builder does not write.
     */
    notificationSetting(userId: string, newToken: string) {
      const u = alias(user, 'u');
      const { userId: owner, unsubscribeToken, messageEmails, interviewReminders } = notificationSetting;
      return firstRow<
        Pick<
          typeof notificationSetting.$inferSelect,
          'messageEmails' | 'interviewReminders' | 'unsubscribeToken'
        > &
          Pick<User, 'email'>
      >(
        db,
        sql`with ensured as (
              insert into ${notificationSetting} (${names(owner, unsubscribeToken)}) values (${userId}, ${newToken})
              on conflict (${names(owner)}) do update set ${names(owner)} = excluded.${names(owner)}
              returning ${selectList({ messageEmails, interviewReminders, unsubscribeToken, userId: owner })})
            select e."messageEmails", e."interviewReminders", e."unsubscribeToken", ${u.email}
            from ensured e join ${user} ${u} on ${u.id} = e."userId"`,
      );
    },

    /** Sets either or both choices (a missing one keeps its value). */
    async setNotificationChoices(
      userId: string,
      newToken: string,
      choices: { messageEmails?: boolean; interviewReminders?: boolean },
    ) {
      const messages = choices.messageEmails ?? null;
      const reminders = choices.interviewReminders ?? null;
      await db
        .insert(notificationSetting)
        .values({
          userId,
          unsubscribeToken: newToken,
          messageEmails: sql`coalesce(${messages}::boolean, true)`,
          interviewReminders: sql`coalesce(${reminders}::boolean, true)`,
        })
        .onConflictDoUpdate({
          target: notificationSetting.userId,
          set: {
            messageEmails: sql`coalesce(${messages}::boolean, ${notificationSetting.messageEmails})`,
            interviewReminders: sql`coalesce(${reminders}::boolean, ${notificationSetting.interviewReminders})`,
            updatedAt: sql`now()`,
          },
        });
    },

    async unsubscribe(token: string, what: 'messages' | 'interviews') {
      const found = await db
        .update(notificationSetting)
        .set({
          ...(what === 'messages' ? { messageEmails: false } : { interviewReminders: false }),
          updatedAt: sql`now()`,
        })
        .where(eq(notificationSetting.unsubscribeToken, token))
        .returning({ userId: notificationSetting.userId });
      return found.length > 0;
    },

    isOnlineAnywhere: isOnline,
  };
}

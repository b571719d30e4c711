import { exportRows } from '../../db/export-rows';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sampleAccount } from '../../db/sample';
import { rows } from '../../db/rows';

/** A match's two sides and what its conversation and notice show. */
export interface MatchParties {
  company_id: string;
  seeker_user_id: string;
  hirer_user_id: string;
  job_id: string;
  title: string;
  company_name: string;
  first_name: string | null;
  last_name: string | null;
}

export type Role = 'seeker' | 'hirer';

/** Who is asking: a seeker by user id, a hirer by their company. */
export type Viewer =
  { role: 'seeker'; userId: string } | { role: 'hirer'; userId: string; companyId: string };

export interface ConversationRow {
  id: string;
  company_id: string | null;
  seeker_user_id: string | null;
  hirer_user_id: string | null;
  job_id: string | null;
  job_title: string | null;
  last_message_at: Date | string;
  seeker_read_id: string | number;
  hirer_read_id: string | number;
  blocked_by: Role | null;
  closed: 'seeker_left' | 'hirer_left' | 'moderator_closed' | null;
  company_name: string | null;
  logo_url: string | null;
  employer_contact_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  last_body: string | null;
  last_role: Role | null;
  unread: string | number;
  /** Each side is an account of the invented sample world (demo data); false once it has left. */
  hirer_sample: boolean;
  seeker_sample: boolean;
}

export interface MessageRow {
  id: string | number;
  conversation_id: string;
  sender_role: Role;
  body: string;
  client_id: string | null;
  interview_id: string | null;
  created_at: Date | string;
}

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

const mine = (viewer: Viewer) =>
  viewer.role === 'seeker'
    ? sql`c.seeker_user_id = ${viewer.userId}`
    : sql`c.company_id = ${viewer.companyId}::uuid`;

const myReadColumn = (viewer: Viewer) =>
  viewer.role === 'seeker' ? sql`c.seeker_read_id` : sql`c.hirer_read_id`;

/** The columns every list row and the header need, for the viewer's side. */
function conversationSelect(viewer: Viewer) {
  return sql`select c.id, c.company_id, c.seeker_user_id, co.user_id as hirer_user_id, c.job_id, c.job_title,
      c.last_message_at, c.seeker_read_id, c.hirer_read_id, c.blocked_by, c.closed,
      co.company_name, co.logo_url, co.contact_name as employer_contact_name,
      sp.first_name, sp.last_name, sp.profile_image_url,
      coalesce(hu.sample, false) as hirer_sample,
      ${sql.raw(sampleAccount('c.seeker_user_id'))} as seeker_sample,
      lm.body as last_body, lm.sender_role as last_role,
      (select count(*) from message um
        where um.conversation_id = c.id and um.id > ${myReadColumn(viewer)} and um.sender_role <> ${viewer.role}) as unread
    from conversation c
    left join company co on co.id = c.company_id
    left join "user" hu on hu.id = co.user_id
    left join seeker_profile sp on sp.user_id = c.seeker_user_id
    left join lateral (
      select body, sender_role from message m where m.conversation_id = c.id order by m.id desc limit 1
    ) lm on true`;
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function messagingRepo(db: Db) {
  return {
    /** The company's conversations and their messages, for the employer's data export. */
    exportForCompany: (companyId: string) =>
      exportRows(
        db,
        sql`select c.id, c.seeker_user_id, c.job_title,
              coalesce((select jsonb_agg(jsonb_build_object('from', m.sender_role, 'body', m.body, 'sentAt', m.created_at) order by m.id)
                        from message m where m.conversation_id = c.id), '[]'::jsonb) as messages
            from conversation c where c.company_id = ${companyId} order by c.created_at`,
      ),

    /** The employer is leaving: each conversation stays with the seeker, closed. */
    async closeForCompany(companyId: string) {
      return rows<{ id: string; seeker_user_id: string | null }>(
        db,
        sql`update conversation set closed = 'hirer_left' where company_id = ${companyId}
            returning id, seeker_user_id`,
      );
    },
    async list(viewer: Viewer, search: string | undefined) {
      const filter = search
        ? sql`and (
            coalesce(sp.first_name, '') || ' ' || coalesce(sp.last_name, '') ilike ${likePattern(search)}
            or co.company_name ilike ${likePattern(search)}
            or c.job_title ilike ${likePattern(search)}
            or exists (select 1 from message sm where sm.conversation_id = c.id and sm.body ilike ${likePattern(search)}))`
        : sql``;
      return rows<ConversationRow>(
        db,
        sql`${conversationSelect(viewer)} where ${mine(viewer)} ${filter} order by c.last_message_at desc, c.id limit 100`,
      );
    },

    async find(viewer: Viewer, id: string) {
      const found = await rows<ConversationRow>(
        db,
        sql`${conversationSelect(viewer)} where c.id = ${id}::uuid and ${mine(viewer)}`,
      );
      return found[0] ?? null;
    },

    async unreadCounts(viewer: Viewer) {
      const found = await rows<{ messages: string | number; conversations: string | number }>(
        db,
        sql`select coalesce(sum(n), 0) as messages, count(*) filter (where n > 0) as conversations from (
              select (select count(*) from message um
                where um.conversation_id = c.id and um.id > ${myReadColumn(viewer)} and um.sender_role <> ${viewer.role}) as n
              from conversation c where ${mine(viewer)}) counts`,
      );
      return {
        messages: Number(found[0]?.messages ?? 0),
        conversations: Number(found[0]?.conversations ?? 0),
      };
    },

    /** The conversation of (company, seeker, job), created if new. */
    async upsert(input: {
      companyId: string;
      seekerUserId: string;
      jobId: string | null;
      jobTitle: string | null;
    }) {
      const found = await rows<{ id: string; created: boolean }>(
        db,
        sql`insert into conversation (company_id, seeker_user_id, job_id, job_title)
            values (${input.companyId}::uuid, ${input.seekerUserId}, ${input.jobId}::uuid, ${input.jobTitle})
            on conflict (company_id, seeker_user_id, (coalesce(job_id, ${ZERO_UUID}::uuid)))
              where company_id is not null and seeker_user_id is not null
            do update set job_title = coalesce(conversation.job_title, excluded.job_title)
            returning id, (xmax = 0) as created`,
      );
      return found[0]!;
    },

    async matchParties(matchId: string) {
      const found = await rows<MatchParties>(
        db,
        sql`select m.company_id, m.seeker_user_id, co.user_id as hirer_user_id, m.job_id, j.title,
              co.company_name, sp.first_name, sp.last_name
            from match m join company co on co.id = m.company_id join job j on j.id = m.job_id
            left join seeker_profile sp on sp.user_id = m.seeker_user_id
            where m.id = ${matchId}::uuid`,
      );
      return found[0] ?? null;
    },

    async applicationParties(applicationId: string) {
      const found = await rows<{
        company_id: string;
        seeker_user_id: string;
        hirer_user_id: string;
        job_id: string;
        title: string;
      }>(
        db,
        sql`select j.company_id, a.seeker_user_id, co.user_id as hirer_user_id, a.job_id, j.title
            from application a join job j on j.id = a.job_id join company co on co.id = j.company_id
            where a.id = ${applicationId}::uuid`,
      );
      return found[0] ?? null;
    },

    /** A company may start a conversation with a seeker it matched with or who applied to it. */
    async isConnected(companyId: string, seekerUserId: string) {
      const found = await rows<{ ok: boolean }>(
        db,
        sql`select exists (select 1 from match where company_id = ${companyId}::uuid and seeker_user_id = ${seekerUserId})
            or exists (select 1 from application a join job j on j.id = a.job_id
                       where j.company_id = ${companyId}::uuid and a.seeker_user_id = ${seekerUserId}) as ok`,
      );
      return Boolean(found[0]?.ok);
    },

    async companyJobTitle(companyId: string, jobId: string) {
      const found = await rows<{ title: string }>(
        db,
        sql`select title from job where id = ${jobId}::uuid and company_id = ${companyId}::uuid`,
      );
      return found[0]?.title ?? null;
    },

    async messagesBefore(conversationId: string, before: number | null, limit: number) {
      const found = await rows<MessageRow>(
        db,
        sql`select id, conversation_id, sender_role, body, client_id, interview_id, created_at from message
            where conversation_id = ${conversationId}::uuid ${before ? sql`and id < ${before}` : sql``}
            order by id desc limit ${limit + 1}`,
      );
      return { items: found.slice(0, limit).reverse(), hasMore: found.length > limit };
    },

    async messagesAfter(conversationId: string, after: number, limit: number) {
      const found = await rows<MessageRow>(
        db,
        sql`select id, conversation_id, sender_role, body, client_id, interview_id, created_at from message
            where conversation_id = ${conversationId}::uuid and id > ${after}
            order by id asc limit ${limit + 1}`,
      );
      return { items: found.slice(0, limit), hasMore: found.length > limit };
    },

    async messageById(id: number) {
      const found = await rows<MessageRow>(
        db,
        sql`select id, conversation_id, sender_role, body, client_id, interview_id, created_at from message where id = ${id}`,
      );
      return found[0] ?? null;
    },

    async sentInLastMinute(senderUserId: string) {
      const found = await rows<{ n: string | number }>(
        db,
        sql`select count(*) as n from message
            where sender_user_id = ${senderUserId} and created_at > now() - interval '1 minute'`,
      );
      return Number(found[0]?.n ?? 0);
    },

    async findByClientId(senderUserId: string, clientId: string) {
      const found = await rows<MessageRow>(
        db,
        sql`select id, conversation_id, sender_role, body, client_id, interview_id, created_at from message
            where sender_user_id = ${senderUserId} and client_id = ${clientId}`,
      );
      return found[0] ?? null;
    },

    /**
     * Stores the message once per (sender, client id), moves the conversation up the lists and
     * counts it as read by its sender; answers the stored message (the earlier one on a resend).
     */
    async insertMessage(input: {
      conversationId: string;
      senderUserId: string;
      senderRole: Role;
      body: string;
      clientId: string;
      interviewId?: string;
    }) {
      const readColumn = input.senderRole === 'seeker' ? sql`seeker_read_id` : sql`hirer_read_id`;
      const found = await rows<MessageRow & { inserted: boolean }>(
        db,
        sql`with inserted as (
              insert into message (conversation_id, sender_user_id, sender_role, body, client_id, interview_id)
              values (${input.conversationId}::uuid, ${input.senderUserId}, ${input.senderRole}, ${input.body}, ${input.clientId}, ${input.interviewId ?? null})
              on conflict (sender_user_id, client_id) do nothing
              returning id, conversation_id, sender_role, body, client_id, interview_id, created_at
            ), touched as (
              update conversation set last_message_at = now(), ${readColumn} = (select id from inserted)
              where id = ${input.conversationId}::uuid and exists (select 1 from inserted)
            )
            select *, true as inserted from inserted`,
      );
      return found[0] ?? null;
    },

    async markRead(conversationId: string, role: Role, lastMessageId: number) {
      const column = role === 'seeker' ? sql`seeker_read_id` : sql`hirer_read_id`;
      const found = await rows<{ read_id: string | number }>(
        db,
        sql`update conversation set ${column} = greatest(${column},
              least(${lastMessageId}, coalesce((select max(id) from message where conversation_id = ${conversationId}::uuid), 0)))
            where id = ${conversationId}::uuid returning ${column} as read_id`,
      );
      return Number(found[0]?.read_id ?? 0);
    },

    async block(conversationId: string, role: Role) {
      await db.execute(
        sql`update conversation set blocked_by = ${role}, blocked_at = now()
            where id = ${conversationId}::uuid and blocked_by is null`,
      );
    },

    async unblock(conversationId: string, role: Role) {
      const found = await rows<{ id: string }>(
        db,
        sql`update conversation set blocked_by = null, blocked_at = null
            where id = ${conversationId}::uuid and blocked_by = ${role} returning id`,
      );
      return found.length > 0;
    },

    async insertReport(input: {
      conversationId: string;
      reporterUserId: string;
      reporterRole: Role;
      reason: string;
      details: string | null;
    }) {
      const found = await rows<{ id: string; evidence: unknown }>(
        db,
        sql`insert into conversation_report (conversation_id, reporter_user_id, reporter_role, reason, details, evidence)
            values (${input.conversationId}::uuid, ${input.reporterUserId}, ${input.reporterRole}, ${input.reason}, ${input.details},
              (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'senderRole', sender_role, 'body', body, 'sentAt', created_at) order by id), '[]'::jsonb)
               from (select * from message where conversation_id = ${input.conversationId}::uuid order by id desc limit 20) last20))
            returning id, evidence`,
      );
      return found[0]!;
    },

    /** Seekers and companies one has blocked or been blocked by (kept out of each other's decks). */
    async blockedPairs(viewer: Viewer) {
      return rows<{ company_id: string; seeker_user_id: string }>(
        db,
        sql`select c.company_id, c.seeker_user_id from conversation c where ${mine(viewer)} and c.blocked_by is not null`,
      );
    },

    /** A moderator closes the conversation for both sides; the ids of both, or none when it is gone. */
    async closeByModerator(conversationId: string) {
      return rows<{ seeker_user_id: string | null; hirer_user_id: string | null }>(
        db,
        sql`update conversation c set closed = 'moderator_closed'
            where c.id = ${conversationId}
            returning c.seeker_user_id, (select co.user_id from company co where co.id = c.company_id) as hirer_user_id`,
      );
    },

    /** The seeker has gone: their side of each conversation closes for the employer. */
    async closeForSeeker(seekerUserId: string) {
      return rows<{ id: string; hirer_user_id: string | null }>(
        db,
        sql`update conversation c set closed = 'seeker_left' from company co
            where c.seeker_user_id = ${seekerUserId} and co.id = c.company_id
            returning c.id, co.user_id as hirer_user_id`,
      );
    },

    async exportFor(seekerUserId: string) {
      return rows<{ id: string; company_name: string | null; job_title: string | null; messages: unknown }>(
        db,
        sql`select c.id, co.company_name, c.job_title,
              coalesce((select jsonb_agg(jsonb_build_object('from', m.sender_role, 'body', m.body, 'sentAt', m.created_at) order by m.id)
                        from message m where m.conversation_id = c.id), '[]'::jsonb) as messages
            from conversation c left join company co on co.id = c.company_id
            where c.seeker_user_id = ${seekerUserId} order by c.created_at`,
      );
    },

    // ---- Presence ---------------------------------------------------------------------------

    async presenceChange(userId: string, instanceId: string, delta: 1 | -1) {
      await db.execute(
        sql`insert into presence (user_id, instance_id, connections, seen_at)
            values (${userId}, ${instanceId}, greatest(${delta}, 0), now())
            on conflict (user_id, instance_id)
            do update set connections = greatest(presence.connections + ${delta}, 0), seen_at = now()`,
      );
    },

    async presenceHeartbeat(instanceId: string, userIds: string[]) {
      if (userIds.length === 0) return;
      await db.execute(
        sql`update presence set seen_at = now() where instance_id = ${instanceId}
            and user_id in (${sql.join(
              userIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
    },

    async clearInstance(instanceId: string) {
      await db.execute(sql`delete from presence where instance_id = ${instanceId}`);
    },

    async isOnline(userId: string) {
      const found = await rows<{ ok: boolean }>(
        db,
        sql`select exists (select 1 from presence where user_id = ${userId} and connections > 0
              and seen_at > now() - interval '90 seconds') as ok`,
      );
      return Boolean(found[0]?.ok);
    },

    /** The other participants of every open conversation of the user (who hears their presence). */
    async counterparts(userId: string) {
      return rows<{ conversation_id: string; other_user_id: string; role: Role }>(
        db,
        sql`select c.id as conversation_id, co.user_id as other_user_id, 'seeker' as role
              from conversation c join company co on co.id = c.company_id where c.seeker_user_id = ${userId}
            union all
            select c.id, c.seeker_user_id, 'hirer'
              from conversation c join company co on co.id = c.company_id
              where co.user_id = ${userId} and c.seeker_user_id is not null`,
      );
    },

    // ---- E-mail notifications -----------------------------------------------------------------

    /**
     * Conversations with a message waiting unread longer than the delay, newer than the last
     * e-mail about it, for a recipient who wants these e-mails and has no open connection.
     */
    async dueNotifications(delayMinutes: number) {
      return rows<{
        id: string;
        side: Role;
        user_id: string;
        email: string;
        sender_name: string;
        job_title: string | null;
      }>(
        db,
        sql`with due as (
              select c.id, 'seeker' as side, c.seeker_user_id as user_id, co.company_name as sender_name, c.job_title
              from conversation c join company co on co.id = c.company_id
              where c.seeker_user_id is not null and c.closed is null and c.blocked_by is null
                and (c.seeker_notified_at is null or c.seeker_notified_at < now() - interval '1 hour')
                and exists (select 1 from message m where m.conversation_id = c.id and m.sender_role = 'hirer'
                  and m.id > c.seeker_read_id and m.created_at <= now() - ${delayMinutes} * interval '1 minute'
                  and m.created_at > coalesce(c.seeker_notified_at, '-infinity'))
              union all
              select c.id, 'hirer', co.user_id,
                coalesce(nullif(trim(concat_ws(' ', sp.first_name, sp.last_name)), ''), 'A job seeker'), c.job_title
              from conversation c join company co on co.id = c.company_id
              left join seeker_profile sp on sp.user_id = c.seeker_user_id
              where c.seeker_user_id is not null and c.closed is null and c.blocked_by is null
                and (c.hirer_notified_at is null or c.hirer_notified_at < now() - interval '1 hour')
                and exists (select 1 from message m where m.conversation_id = c.id and m.sender_role = 'seeker'
                  and m.id > c.hirer_read_id and m.created_at <= now() - ${delayMinutes} * interval '1 minute'
                  and m.created_at > coalesce(c.hirer_notified_at, '-infinity')))
            select due.*, u.email from due join "user" u on u.id = due.user_id
            left join notification_setting ns on ns.user_id = due.user_id
            where coalesce(ns.message_emails, true)
              and not exists (select 1 from presence p where p.user_id = due.user_id and p.connections > 0
                              and p.seen_at > now() - interval '90 seconds')
            limit 200`,
      );
    },

    /** Claims one notification (one process sends it, at most one an hour per conversation and side). */
    async claimNotification(conversationId: string, side: Role) {
      const column = side === 'seeker' ? sql`seeker_notified_at` : sql`hirer_notified_at`;
      const found = await rows<{ id: string }>(
        db,
        sql`update conversation set ${column} = now()
            where id = ${conversationId}::uuid and (${column} is null or ${column} < now() - interval '1 hour')
            returning id`,
      );
      return found.length > 0;
    },

    /** The user's e-mail choice and unsubscribe secret (made on first use). */
    async notificationSetting(userId: string, newToken: string) {
      const found = await rows<{
        message_emails: boolean;
        interview_reminders: boolean;
        unsubscribe_token: string;
        email: string;
      }>(
        db,
        sql`with ensured as (
              insert into notification_setting (user_id, unsubscribe_token) values (${userId}, ${newToken})
              on conflict (user_id) do update set user_id = excluded.user_id
              returning message_emails, interview_reminders, unsubscribe_token, user_id)
            select e.message_emails, e.interview_reminders, e.unsubscribe_token, u.email
            from ensured e join "user" u on u.id = e.user_id`,
      );
      return found[0]!;
    },

    /** Sets either or both choices (a missing one keeps its value). */
    async setNotificationChoices(
      userId: string,
      newToken: string,
      choices: { messageEmails?: boolean; interviewReminders?: boolean },
    ) {
      const messages = choices.messageEmails ?? null;
      const reminders = choices.interviewReminders ?? null;
      await db.execute(
        sql`insert into notification_setting (user_id, unsubscribe_token, message_emails, interview_reminders)
            values (${userId}, ${newToken}, coalesce(${messages}::boolean, true), coalesce(${reminders}::boolean, true))
            on conflict (user_id) do update set
              message_emails = coalesce(${messages}::boolean, notification_setting.message_emails),
              interview_reminders = coalesce(${reminders}::boolean, notification_setting.interview_reminders),
              updated_at = now()`,
      );
    },

    async unsubscribe(token: string, what: 'messages' | 'interviews') {
      const column = what === 'messages' ? sql`message_emails` : sql`interview_reminders`;
      const found = await rows<{ user_id: string }>(
        db,
        sql`update notification_setting set ${column} = false, updated_at = now()
            where unsubscribe_token = ${token} returning user_id`,
      );
      return found.length > 0;
    },

    async isOnlineAnywhere(userId: string) {
      const found = await rows<{ ok: boolean }>(
        db,
        sql`select exists (select 1 from presence where user_id = ${userId} and connections > 0
              and seen_at > now() - interval '90 seconds') as ok`,
      );
      return Boolean(found[0]?.ok);
    },
  };
}

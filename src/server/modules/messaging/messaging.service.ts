import crypto from 'node:crypto';
import {
  LEFT_TEXT,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  MESSAGING_MESSAGES as M,
  REPORT_REASON_LABELS,
  type Conversation,
  type ConversationList,
  type ConversationSummary,
  type Message,
  type MessagesPage,
  type OpenConversationInput,
  type ReportInput,
  type SendMessageInput,
  type UnreadCounts,
} from '@shared/contracts/messaging';
import { COMPANY_MESSAGES } from '@shared/contracts/company';
import { formatPersonName } from '@shared/rules/format';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../auth/session-user';
import type { EventBus } from '../../lib/event-bus';
import type { Mailer } from '../../lib/mailer';
import { AppError } from '../../lib/errors';
import type { CompaniesService } from '../companies/companies.service';
import type { Notifier } from './messaging.notify';
import {
  messagingRepo,
  type ConversationRow,
  type MatchParties,
  type MessageRow,
  type Role,
  type Viewer,
} from './messaging.repo';

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderRole: row.senderRole,
    body: row.body,
    clientId: row.clientId,
    interviewId: row.interviewId,
    createdAt: row.createdAt.toISOString(),
  };
}

function closedOf(row: ConversationRow): ConversationSummary['closed'] {
  if (row.closed) return row.closed;
  return row.blockedBy ? 'blocked' : null;
}

function toSummary(row: ConversationRow, viewer: Viewer): ConversationSummary {
  const seekerSide = viewer.role === 'seeker';
  const otherName = seekerSide
    ? (row.companyName ?? LEFT_TEXT.hirer)
    : row.seekerUserId
      ? formatPersonName(row.firstName, row.lastName)
      : LEFT_TEXT.seeker;
  return {
    id: row.id,
    otherName,
    employerContactName: seekerSide ? row.employerContactName : null,
    otherImageUrl: seekerSide ? row.logoUrl : row.profileImageUrl,
    jobTitle: row.jobTitle,
    lastMessage: row.lastBody,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessageFromMe: row.lastRole === viewer.role,
    unreadCount: row.unread,
    closed: closedOf(row),
    sample: seekerSide ? row.hirerSample : row.seekerSample,
  };
}

const notFound = () => new AppError('NOT_FOUND', M.notFound);

/**
 * Conversations between one company and one seeker. Every operation is for a participant only:
 * anyone else gets 404, as if the conversation did not exist. Events go out on the bus with ids
 * only; each process reads what it delivers.
 */
export function messagingService(deps: {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  moderationEmail: string | undefined;
  companies: CompaniesService;
  notifier: Notifier;
}) {
  const { bus, mailer, companies, notifier } = deps;
  const repo = messagingRepo(deps.db);

  async function viewerOf(user: Pick<SessionUser, 'id' | 'role'>): Promise<Viewer | null> {
    if (user.role === 'seeker') return { role: 'seeker', userId: user.id };
    const company = await companies.getCompanyForUser(user.id);
    return company ? { role: 'hirer', userId: user.id, companyId: company.id } : null;
  }

  async function access(user: Pick<SessionUser, 'id' | 'role'>, id: string) {
    const viewer = await viewerOf(user);
    const row = viewer ? await repo.find(viewer, id) : null;
    if (!viewer || !row) throw notFound();
    return { viewer, row };
  }

  const participants = (row: Pick<ConversationRow, 'seekerUserId' | 'hirerUserId'>) =>
    [row.seekerUserId, row.hirerUserId].filter((id): id is string => Boolean(id));

  async function announceConversation(conversationId: string, userIds: string[]) {
    await bus.publish({ t: 'conversation', conversationId, userIds });
  }

  async function post(input: {
    row: ConversationRow;
    senderUserId: string;
    senderRole: Role;
    body: string;
    clientId: string;
    interviewId?: string;
    /** Counted against the sender's messages a minute (not an interview's notes: see postFor). */
    rateLimited?: boolean;
  }): Promise<Message> {
    const { row } = input;
    const announce = (messageId: number) =>
      bus.publish({ t: 'message', conversationId: row.id, messageId, userIds: participants(row) });
    const existing = await repo.findByClientId(input.senderUserId, input.clientId);
    if (existing) {
      if (existing.conversationId !== row.id) throw new AppError('CONFLICT', 'clientId: already used');
      // A resend: the server process that stored it may have stopped before announcing it (screens
      // keep each message once, so hearing it twice is harmless).
      await announce(existing.id);
      return toMessage(existing);
    }
    if (row.closed || row.blockedBy) throw new AppError('INVALID_STATE', M.closed);
    if (
      input.rateLimited !== false &&
      (await repo.sentInLastMinute(input.senderUserId)) >= MESSAGES_PER_MINUTE
    ) {
      throw new AppError('RATE_LIMITED', M.rateLimited);
    }
    const stored =
      (await repo.insertMessage({
        conversationId: row.id,
        senderUserId: input.senderUserId,
        senderRole: input.senderRole,
        body: input.body,
        clientId: input.clientId,
        interviewId: input.interviewId,
      })) ?? (await repo.findByClientId(input.senderUserId, input.clientId));
    if (!stored) throw new AppError('INTERNAL', 'Something went wrong. Please try again.');
    const message = toMessage(stored);
    await announce(message.id);
    return message;
  }

  async function openFor(parties: {
    companyId: string;
    seekerUserId: string;
    hirerUserId: string;
    jobId: string | null;
    title: string | null;
  }) {
    const made = await repo.upsert({
      companyId: parties.companyId,
      seekerUserId: parties.seekerUserId,
      jobId: parties.jobId,
      jobTitle: parties.title,
    });
    if (made.created) await announceConversation(made.id, [parties.seekerUserId, parties.hirerUserId]);
    return made.id;
  }

  return {
    async list(user: SessionUser, search?: string): Promise<ConversationList> {
      const viewer = await viewerOf(user);
      if (!viewer) return { items: [] };
      return { items: (await repo.list(viewer, search || undefined)).map((r) => toSummary(r, viewer)) };
    },

    async unreadCounts(user: Pick<SessionUser, 'id' | 'role'>): Promise<UnreadCounts> {
      const viewer = await viewerOf(user);
      return viewer ? repo.unreadCounts(viewer) : { messages: 0, conversations: 0 };
    },

    async get(user: SessionUser, id: string): Promise<Conversation> {
      const { viewer, row } = await access(user, id);
      const otherUserId = viewer.role === 'seeker' ? row.hirerUserId : row.seekerUserId;
      return {
        ...toSummary(row, viewer),
        myRole: viewer.role,
        otherOnline: otherUserId ? await repo.isOnline(otherUserId) : false,
        blockedBy: row.blockedBy,
        myReadId: viewer.role === 'seeker' ? row.seekerReadId : row.hirerReadId,
        otherReadId: viewer.role === 'seeker' ? row.hirerReadId : row.seekerReadId,
        seekerUserId: row.seekerUserId,
        jobId: row.jobId,
      };
    },

    /** The conversation for a match, an application or a connected seeker (created if new). */
    async open(user: SessionUser, input: OpenConversationInput): Promise<{ id: string }> {
      const viewer = await viewerOf(user);
      if (!viewer) throw new AppError('COMPANY_NOT_FOUND', COMPANY_MESSAGES.notFound);
      if ('matchId' in input) {
        const parties = await repo.matchParties(input.matchId);
        const own =
          parties &&
          (viewer.role === 'seeker'
            ? parties.seekerUserId === viewer.userId
            : parties.companyId === viewer.companyId);
        if (!own) throw new AppError('NOT_FOUND', 'Match not found');
        return { id: await openFor(parties) };
      }
      if (viewer.role !== 'hirer') {
        throw new AppError('FORBIDDEN_ROLE', 'Only hirers can start a conversation with a candidate');
      }
      if ('applicationId' in input) {
        const parties = await repo.applicationParties(input.applicationId);
        if (!parties || parties.companyId !== viewer.companyId) {
          throw new AppError('NOT_FOUND', 'Applicant not found');
        }
        return { id: await openFor(parties) };
      }
      if (!(await repo.isConnected(viewer.companyId, input.seekerUserId))) {
        throw new AppError('FORBIDDEN', M.notConnected);
      }
      const jobId = input.jobId ?? null;
      const title = jobId ? await repo.companyJobTitle(viewer.companyId, jobId) : null;
      if (jobId && !title) throw new AppError('JOB_NOT_FOUND', 'Job not found');
      return {
        id: await openFor({
          companyId: viewer.companyId,
          seekerUserId: input.seekerUserId,
          hirerUserId: viewer.userId,
          jobId,
          title,
        }),
      };
    },

    /**
     * A new match opens its conversation (called by matching with the match its swipe made, as
     * the swipe function answered it, so nothing is read again here).
     */
    async openForMatch(parties: MatchParties) {
      const made = await repo.upsert({
        companyId: parties.companyId,
        seekerUserId: parties.seekerUserId,
        jobId: parties.jobId,
        jobTitle: parties.title,
      });
      if (made.created) {
        await announceConversation(made.id, [parties.seekerUserId, parties.hirerUserId]);
        await notifier.matchMade({
          conversationId: made.id,
          seekerUserId: parties.seekerUserId,
          hirerUserId: parties.hirerUserId,
          companyName: parties.companyName,
          seekerName: formatPersonName(parties.firstName, parties.lastName),
          jobTitle: parties.title,
        });
      }
      return made.id;
    },

    notificationSettings: (user: SessionUser) => notifier.getSetting(user.id),
    setNotificationSettings: (
      user: SessionUser,
      choices: { messageEmails?: boolean; interviewReminders?: boolean },
    ) => notifier.setSetting(user.id, choices),
    unsubscribe: (token: string, what?: 'messages' | 'interviews') => notifier.unsubscribe(token, what),

    /**
     * Contact Employer on an application: the subject and message become a message in the
     * conversation about that job (called by applications after its own checks).
     */
    async contactFromApplication(
      seeker: Pick<SessionUser, 'id' | 'role'>,
      applicationId: string,
      text: string,
    ) {
      const parties = await repo.applicationParties(applicationId);
      if (!parties || parties.seekerUserId !== seeker.id) throw notFound();
      const id = await openFor(parties);
      const { row } = await access(seeker, id);
      return post({
        row,
        senderUserId: seeker.id,
        senderRole: 'seeker',
        body: text,
        clientId: `contact-${crypto.randomUUID()}`,
      });
    },

    async messages(
      user: SessionUser,
      id: string,
      query: { before?: number; after?: number },
    ): Promise<MessagesPage> {
      await access(user, id);
      const page =
        query.after !== undefined
          ? await repo.messagesAfter(id, query.after, 200)
          : await repo.messagesBefore(id, query.before ?? null, MESSAGES_PAGE_SIZE);
      return { items: page.items.map(toMessage), hasMore: page.hasMore };
    },

    async send(user: SessionUser, id: string, input: SendMessageInput): Promise<Message> {
      const { viewer, row } = await access(user, id);
      return post({
        row,
        senderUserId: user.id,
        senderRole: viewer.role,
        body: input.body,
        clientId: input.clientId,
      });
    },

    /** For interviews: the conversation as one of its two participants sees it (404 for anyone else). */
    async conversationFor(user: Pick<SessionUser, 'id' | 'role'>, id: string) {
      const { viewer, row } = await access(user, id);
      return {
        id: row.id,
        role: viewer.role,
        companyId: row.companyId,
        seekerUserId: row.seekerUserId,
        hirerUserId: row.hirerUserId,
        jobId: row.jobId,
        open: !row.closed && !row.blockedBy,
      };
    },

    /**
     * For interviews: a message from the user, carrying an interview's card when one is named. Not
     * rate-limited: the interview change it notes is already made, and must not lose its card.
     */
    async postFor(user: Pick<SessionUser, 'id' | 'role'>, id: string, body: string, interviewId?: string) {
      const { viewer, row } = await access(user, id);
      return post({
        row,
        senderUserId: user.id,
        senderRole: viewer.role,
        body,
        clientId: `interview-${crypto.randomUUID()}`,
        interviewId,
        rateLimited: false,
      });
    },

    async markRead(user: SessionUser, id: string, lastMessageId: number) {
      const { viewer, row } = await access(user, id);
      const lastReadId = await repo.markRead(id, viewer.role, lastMessageId);
      await bus.publish({
        t: 'read',
        conversationId: id,
        role: viewer.role,
        lastReadId,
        userIds: participants(row),
      });
      return { lastReadId };
    },

    async typing(user: SessionUser, id: string) {
      const { viewer, row } = await access(user, id);
      if (row.closed || row.blockedBy) return;
      await bus.publish({ t: 'typing', conversationId: id, role: viewer.role, userIds: participants(row) });
    },

    async block(user: SessionUser, id: string) {
      const { viewer, row } = await access(user, id);
      await repo.block(id, viewer.role);
      await announceConversation(id, participants(row));
    },

    async unblock(user: SessionUser, id: string) {
      const { viewer, row } = await access(user, id);
      if (!row.blockedBy) return;
      if (!(await repo.unblock(id, viewer.role))) throw new AppError('FORBIDDEN', M.unblockNotYours);
      await announceConversation(id, participants(row));
    },

    /** A report keeps the last 20 messages as evidence, tells moderation, and blocks. */
    async report(user: SessionUser, id: string, input: ReportInput) {
      const { viewer, row } = await access(user, id);
      const report = await repo.insertReport({
        conversationId: id,
        reporterUserId: user.id,
        reporterRole: viewer.role,
        reason: input.reason,
        details: input.details || null,
      });
      await repo.block(id, viewer.role);
      await announceConversation(id, participants(row));
      if (deps.moderationEmail) {
        await mailer.send({
          to: deps.moderationEmail,
          subject: `NewLeaf report: ${REPORT_REASON_LABELS[input.reason]}`,
          text: [
            `A ${viewer.role === 'seeker' ? 'job seeker' : 'employer'} reported conversation ${id}.`,
            `Reason: ${REPORT_REASON_LABELS[input.reason]}`,
            input.details ? `Details: ${input.details}` : '',
            `Report id: ${report.id}. The last 20 messages are stored with the report as evidence.`,
          ]
            .filter(Boolean)
            .join('\n'),
        });
      }
      return { id: report.id };
    },

    /** A moderator closes the conversation (both sides keep it, read-only); false when it is gone. */
    async closeByModerator(conversationId: string) {
      const [row] = await repo.closeByModerator(conversationId);
      if (!row) return false;
      await announceConversation(conversationId, participants(row));
      return true;
    },

    /** Erasure: the seeker's messages go with their account; the employer sees them leave. */
    async forgetSeeker(seekerUserId: string) {
      const closed = await repo.closeForSeeker(seekerUserId);
      for (const c of closed) {
        await announceConversation(c.id, [c.hirerUserId]);
      }
    },

    exportFor: (seekerUserId: string) => repo.exportFor(seekerUserId),

    exportForCompany: (companyId: string) => repo.exportForCompany(companyId),

    /** The employer leaves: each seeker keeps the conversation, closed ("This employer has left NewLeaf"). */
    async forgetCompany(companyId: string) {
      const closed = await repo.closeForCompany(companyId);
      for (const c of closed) {
        await announceConversation(c.id, c.seekerUserId ? [c.seekerUserId] : []);
      }
    },

    /** For the live hub: a message by id, and the presence store. */
    messageById: async (id: number) => {
      const row = await repo.messageById(id);
      return row ? toMessage(row) : null;
    },
    presence: {
      change: repo.presenceChange,
      heartbeat: repo.presenceHeartbeat,
      clearInstance: repo.clearInstance,
      counterparts: repo.counterparts,
    },
  };
}

export type MessagingService = ReturnType<typeof messagingService>;

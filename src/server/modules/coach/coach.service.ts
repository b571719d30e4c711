import type { FastifyBaseLogger } from 'fastify';
import {
  COACH_MESSAGES as M,
  COACH_PAGE_SIZE,
  COACH_SENDS_PER_MINUTE,
  type CoachHistory,
  type CoachMessage,
  type CoachSettings,
  type CoachStreamEvent,
  type CoachThread,
} from '@shared/contracts/coach';
import type { SeekerDisclosure, SeekerProfile } from '@shared/contracts/seeker';
import {
  CRISIS_TOPIC_PREFIX,
  guideReply,
  topicArticle,
  topicCrisis,
  type CoachProfile,
  type CoachTurn,
} from '@shared/coach/engine';
import { COACH_SYSTEM_PROMPT, buildGuideContext, buildProfileContext } from '@shared/coach/prompt';
import { CRISIS_CHECK_IN, crisisReply, detectCrisis, type CrisisKind } from '@shared/coach/crisis';
import { unsafeReply } from '@shared/coach/crisis/screen';
import { searchGuide } from '@shared/coach/retrieval';
import { WORK_PREFERENCES } from '@shared/options/work';
import { optionLabel } from '@shared/options/option';
import { skillName } from '@shared/skills/catalogue';
import { formatPlace } from '@shared/rules/format';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/errors';
import type { SeekersService } from '../seekers/seekers.service';
import { coachRepo, type CoachMessageRow } from './coach.repo';
import {
  describeModelError,
  estimateTokens,
  silenceTimeout,
  type ChatModel,
  type ChatTurn,
} from '../../lib/chat-model';
import { riskOf } from './coach-safety';

/** Turns of history the engine and the model see. */
const CONTEXT_TURNS = 20;
const HOUR_MS = 3_600_000;
/** Ledger rows older than this are never read again (the limits look back a day at most). */
const USAGE_KEPT_MS = 2 * 24 * HOUR_MS;

/** What a model reply was for; each counts against the same per-seeker limits. */
export type ModelPurpose = 'coach' | 'chat' | 'cv';

const toDto = (row: CoachMessageRow): CoachMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  timestamp: row.createdAt.toISOString(),
  source: row.source ?? null,
  notice: row.notice ?? null,
  crisisKind: row.source === 'crisis' ? topicCrisis(row.topic) : null,
  links: row.role === 'coach' ? [...(topicArticle(row.topic)?.links ?? [])] : [],
});

/** What the coach knows of the seeker: the profile, and the disclosure answers only with consent. */
export function coachProfileOf(
  profile: SeekerProfile | null,
  disclosure: SeekerDisclosure | null,
): CoachProfile {
  const location = formatPlace(profile?.locationCity, profile?.locationCountry);
  return {
    firstName: profile?.firstName ?? null,
    jobTitle: profile?.jobTitle ?? null,
    skills: (profile?.keySkills ?? []).map(skillName),
    location: location || null,
    workPreferences: (profile?.workPreferences ?? []).map((p) => optionLabel(WORK_PREFERENCES, p)),
    disclosure: disclosure
      ? {
          hasConvictions:
            disclosure.legal.convictionTypes.length > 0 || disclosure.legal.convictionStatus !== null
              ? true
              : null,
          spent:
            disclosure.legal.convictionStatus === 'spent' || disclosure.legal.convictionStatus === 'unspent'
              ? disclosure.legal.convictionStatus
              : null,
          hasDisability: disclosure.health.hasDisability,
        }
      : null,
  };
}

/**
 * The AI coach and AI chat. Crisis routing runs first, whatever answers; then a configured model
 * (streamed, within the per-seeker limits and a timeout), else the offline engine. Nothing of the
 * conversation is logged.
 */
export function coachService(deps: {
  db: Db;
  seekers: SeekersService;
  ai: AppConfig['ai'];
  model: ChatModel | null;
  log: FastifyBaseLogger;
  /** Told the kind of each crisis routing (the metrics count them; never the text). */
  onCrisisRouting?: (kind: CrisisKind) => void;
}) {
  const { db, seekers, ai, model, log } = deps;
  const countCrisis = (kind: CrisisKind) => deps.onCrisisRouting?.(kind);
  const repo = coachRepo(db);
  // The crisis detector learns its word weights on first use (about 0.4 s): do it now, not in
  // the first person's conversation.
  setImmediate(() => detectCrisis(''));

  /**
   * Why the model may not answer the seeker now (a notice for the reply), or null when it may.
   * Every model reply counts (coach, AI chat and CV suggestions alike): see `recordModelUse`.
   */
  async function modelBlockedBy(userId: string): Promise<string | null> {
    const now = Date.now();
    const startOfDay = new Date(now);
    startOfDay.setUTCHours(0, 0, 0, 0);
    const [hour, day] = await Promise.all([
      repo.modelUsageSince(userId, new Date(now - HOUR_MS)),
      repo.modelUsageSince(userId, startOfDay),
    ]);
    if (hour.replies >= ai.repliesPerHour) return M.hourlyLimit(ai.repliesPerHour);
    if (day.tokens >= ai.dailyTokens) return M.dailyLimit;
    return null;
  }

  async function recordModelUse(userId: string, purpose: ModelPurpose, tokens: number) {
    await repo.recordModelUse({ userId, purpose, tokens }, new Date(Date.now() - USAGE_KEPT_MS));
  }

  /** The offline coach, for a message already checked for risk. */
  function offline(message: string, history: CoachTurn[], profile: CoachProfile) {
    return guideReply({ message, history, profile });
  }

  return {
    engine: (): CoachHistory['engine'] => (model ? 'model' : 'offline'),

    /** The per-seeker model limits, for every feature that asks the model (the CV builder too). */
    modelBlockedBy,
    /** Counts one model reply, and the tokens it used, against the seeker's limits. */
    recordModelUse,

    async history(userId: string, thread: CoachThread, before?: number): Promise<CoachHistory> {
      const rows = await repo.page(userId, thread, COACH_PAGE_SIZE + 1, before);
      const hasMore = rows.length > COACH_PAGE_SIZE;
      return {
        messages: rows.slice(0, COACH_PAGE_SIZE).reverse().map(toDto),
        hasMore,
        engine: model ? 'model' : 'offline',
      };
    },

    clear: (userId: string, thread: CoachThread) => repo.clear(userId, thread),

    async settings(userId: string): Promise<CoachSettings> {
      return { useDisclosure: await repo.useDisclosure(userId) };
    },

    async setSettings(userId: string, input: CoachSettings): Promise<CoachSettings> {
      await repo.setUseDisclosure(userId, input.useDisclosure);
      return input;
    },

    /** Both threads, oldest first, for the seeker's data export. */
    async exportFor(userId: string) {
      const rows = await repo.all(userId);
      return rows.map((r) => ({ thread: r.thread, ...toDto(r) }));
    },

    /** The model-usage ledger (coach, chat and CV suggestions), for the seeker's data export. */
    modelUsageFor: (userId: string) => repo.modelUsage(userId),

    /**
     * Stores the seeker's message and returns it with the reply as events: all at once (an array)
     * when the offline coach answers, else a stream as the model writes. Limits are checked before
     * anything is stored, so a refused send leaves no trace.
     */
    async send(userId: string, thread: CoachThread, content: string) {
      // Two reads at once; the disclosure answers only when the seeker allowed them.
      const [context, seekerProfile] = await Promise.all([
        repo.sendContext(userId, thread, CONTEXT_TURNS, new Date(Date.now() - 60_000)),
        seekers.getProfile(userId).catch(() => null),
      ]);
      const { recent } = context;
      if (context.sent >= COACH_SENDS_PER_MINUTE) throw new AppError('RATE_LIMITED', M.rateLimited);
      const disclosure = context.useDisclosure ? await seekers.getDisclosure(userId).catch(() => null) : null;
      const profile = coachProfileOf(seekerProfile, disclosure);
      const history: CoachTurn[] = recent.reverse().map((r) => ({
        role: r.role,
        content: r.content,
        topic: r.topic ?? null,
      }));

      if (!model) {
        // Without a model the whole answer is known at once (crisis routing first): the message
        // and its reply are stored in one statement.
        const risk = detectCrisis(content);
        if (risk) {
          log.info({ crisisBy: 'lexicon' }, 'coach crisis routing');
          countCrisis(risk);
        }
        const answer = risk
          ? { content: crisisReply(risk), topic: `${CRISIS_TOPIC_PREFIX}${risk}`, source: 'crisis' as const }
          : { ...offline(content, history, profile), source: 'offline' as const };
        const [userRow, replyRow] = await repo.insertPair(
          { userId, thread, role: 'user', content },
          {
            userId,
            thread,
            role: 'coach',
            content: answer.content,
            topic: answer.topic,
            source: answer.source,
          },
        );
        const complete: CoachStreamEvent[] = [
          { type: 'user', message: toDto(userRow) },
          { type: 'done', message: toDto(replyRow) },
        ];
        return complete;
      }
      const userRow = await repo.insert({ userId, thread, role: 'user', content });

      async function* reply(): AsyncGenerator<CoachStreamEvent> {
        yield { type: 'user', message: toDto(userRow) };
        const store = (row: {
          content: string;
          topic?: string | null;
          source: 'offline' | 'model' | 'crisis';
          notice?: string | null;
          tokens?: number;
        }) => repo.insert({ userId, thread, role: 'coach', ...row });
        const storeCrisis = (kind: CrisisKind) =>
          store({ content: crisisReply(kind), topic: `${CRISIS_TOPIC_PREFIX}${kind}`, source: 'crisis' });

        // Crisis routing first, always, whatever engine is configured: the lexicon, then the
        // model's second opinion when there is a model. Only the count is logged, never the text.
        const risk = await riskOf(content, model, ai.safetyTimeoutMs);
        if (risk) {
          log.info({ crisisBy: risk.by }, 'coach crisis routing');
          countCrisis(risk.kind);
          yield { type: 'done', message: toDto(await storeCrisis(risk.kind)) };
          return;
        }
        // The reply after a crisis reply checks in first.
        const lastCoach = [...history].reverse().find((t) => t.role === 'coach');
        const checkIn = topicCrisis(lastCoach?.topic) ? `${CRISIS_CHECK_IN}\n\n` : '';

        const blockedBy = model ? await modelBlockedBy(userId) : null;
        if (model && !blockedBy) {
          // The matching guide articles ground the model in the same reviewed sources.
          const grounding = buildGuideContext(searchGuide(content, { limit: 3 }).map((m) => m.article));
          const turns: ChatTurn[] = [
            {
              role: 'system',
              content: [COACH_SYSTEM_PROMPT, buildProfileContext(profile), grounding]
                .filter(Boolean)
                .join('\n\n'),
            },
            ...history.map((t): ChatTurn => ({
              role: t.role === 'user' ? 'user' : 'assistant',
              content: t.content,
            })),
            { role: 'user', content },
          ];
          let text = checkIn;
          let shown = 0;
          let tokens: number | undefined;
          const silence = silenceTimeout(ai.timeoutMs);
          try {
            for await (const chunk of model.stream(turns, silence.signal)) {
              silence.touch();
              if (chunk.totalTokens !== undefined) tokens = chunk.totalTokens;
              if (!chunk.text) continue;
              text += chunk.text;
              // Screened before shown: text is released a sentence at a time, once the reply so
              // far passes the screen.
              const end = sentenceEnd(text);
              if (end > shown) {
                if (unsafeReply(text)) throw new UnsafeReply();
                yield { type: 'delta', text: text.slice(shown, end) };
                shown = end;
              }
            }
            if (!text.slice(checkIn.length).trim()) throw new Error('EmptyReply');
            if (unsafeReply(text)) throw new UnsafeReply();
            if (shown < text.length) yield { type: 'delta', text: text.slice(shown) };
            const used = tokens ?? estimateTokens(turns.map((t) => t.content).join('') + text);
            await recordModelUse(userId, thread, used);
            // A reply that speaks of a crisis is stored as one, so that the help card shows.
            const replyRisk = detectCrisis(text.slice(checkIn.length));
            const row = replyRisk
              ? await storeCrisis(replyRisk)
              : await store({ content: text, source: 'model', tokens: used });
            if (replyRisk) {
              countCrisis(replyRisk);
              yield { type: 'reset' };
            }
            yield { type: 'done', message: toDto(row) };
            return;
          } catch (err) {
            const unsafe = err instanceof UnsafeReply;
            log.warn(
              { model: unsafe ? 'reply withheld by the screen' : describeModelError(err) },
              'coach model failed; the offline coach answered',
            );
            if (shown > 0) yield { type: 'reset' };
            const fallback = offline(content, history, profile);
            const row = await store({
              content: fallback.content,
              topic: fallback.topic,
              source: 'offline',
              notice: unsafe ? M.modelWithheld : M.modelFailed,
            });
            yield { type: 'done', message: toDto(row) };
            return;
          } finally {
            silence.clear();
          }
        }

        const answer = offline(content, history, profile);
        const row = await store({
          content: answer.content,
          topic: answer.topic,
          source: 'offline',
          notice: blockedBy,
        });
        yield { type: 'done', message: toDto(row) };
      }

      return reply();
    },
  };
}

export type CoachService = ReturnType<typeof coachService>;

/** Where the last whole sentence (or line) of a reply so far ends, after its space. */
function sentenceEnd(text: string): number {
  let end = 0;
  for (const m of text.matchAll(/[.!?]\s+|\n/g)) end = m.index + m[0].length;
  return end;
}

/** The screen stopped a model reply. */
class UnsafeReply extends Error {
  name = 'UnsafeReply';
}

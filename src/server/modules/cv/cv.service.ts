import type { FastifyBaseLogger } from 'fastify';
import {
  CV_MESSAGES as M,
  cvDataSchema,
  type CvData,
  type CvFormat,
  type CvResponse,
  type CvSuggestResponse,
  type SaveCvInput,
} from '@shared/contracts/cv';
import { atsScore } from '@shared/rules/ats-score';
import { suggestAchievements, suggestSummary } from '@shared/rules/cv-suggest';
import { getSkill } from '@shared/skills/catalogue';
import type { Db } from '../../db/client';
import {
  describeModelError,
  estimateTokens,
  silenceTimeout,
  type ChatModel,
  type ChatTurn,
} from '../../lib/chat-model';
import { AppError } from '../../lib/errors';
import type { ApplicationsService } from '../applications/applications.service';
import type { CoachService } from '../coach/coach.service';
import type { CompaniesService } from '../companies/companies.service';
import type { SeekersService } from '../seekers/seekers.service';
import { cvPrefill } from './cv-prefill';
import { cvRepo } from './cv.repo';
import { cvDocument, cvFileName } from '@shared/rules/cv-document';
import { cvDocx } from './render/docx';
import { cvPdf } from './render/pdf';
import { cvText } from './render/text';

const CONTENT_TYPES: Record<CvFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const SUGGEST_INSTRUCTIONS =
  'You help people in the UK write their CV in plain, confident English. Answer with exactly three alternative lines, one per line, no numbering or quotes. Never invent figures: where a number would help, write [how many?] or [how much?] for the person to fill in.';

/**
 * The CV builder: the seeker's CV kept on the server (prefilled from the profile), its exports
 * (PDF in three templates, DOCX, text), the writing helper, and the employer's view when the seeker
 * attached it to an application. Disclosure answers are never read here.
 */
export function cvService(deps: {
  db: Db;
  seekers: SeekersService;
  applications: ApplicationsService;
  companies: CompaniesService;
  /** The per-seeker model limits, which the coach and the CV builder share. */
  coach: CoachService;
  model: ChatModel | null;
  timeoutMs: number;
  log: FastifyBaseLogger;
}) {
  const { db, seekers, applications, companies, coach, model, timeoutMs, log } = deps;
  const repo = cvRepo(db);

  async function prefill(userId: string): Promise<CvData> {
    return cvPrefill(await seekers.getProfile(userId).catch(() => null));
  }

  async function stored(userId: string): Promise<CvData> {
    const row = await repo.find(userId);
    const parsed = row ? cvDataSchema.safeParse(row.data) : null;
    if (!parsed?.success) throw new AppError('NOT_FOUND', M.notFound);
    return parsed.data;
  }

  async function render(data: CvData, format: CvFormat) {
    const doc = cvDocument(data);
    const body =
      format === 'pdf'
        ? await cvPdf(doc, data.template)
        : format === 'docx'
          ? await cvDocx(doc)
          : Buffer.from(cvText(doc), 'utf8');
    return { body, contentType: CONTENT_TYPES[format], fileName: cvFileName(data, format) };
  }

  /**
   * Asks the model for up to three rewrites, within the seeker's model limits (shared with the
   * coach); otherwise why the offline helper answers instead (null: no model is configured, so
   * nothing needs saying). The prompt holds profile context only: disclosure answers are never read.
   */
  async function modelSuggestions(
    userId: string,
    prompt: string,
  ): Promise<{ lines: string[] } | { notice: string | null }> {
    if (!model) return { notice: null };
    const blockedBy = await coach.modelBlockedBy(userId);
    if (blockedBy) return { notice: blockedBy };
    const turns: ChatTurn[] = [
      { role: 'system', content: SUGGEST_INSTRUCTIONS },
      { role: 'user', content: prompt },
    ];
    let silence: ReturnType<typeof silenceTimeout> | undefined;
    try {
      let text = '';
      let tokens: number | undefined;
      // The timeout counts silence, as the coach's does: a slow model that keeps writing finishes.
      silence = silenceTimeout(timeoutMs);
      for await (const chunk of model.stream(turns, silence.signal)) {
        silence.touch();
        text += chunk.text;
        if (chunk.totalTokens !== undefined) tokens = chunk.totalTokens;
      }
      const lines = text
        .split('\n')
        .map((l) => l.replace(/^[-*\d.)\s]+/, '').trim())
        .filter(Boolean)
        .slice(0, 3);
      if (!lines.length) throw new Error('EmptyReply');
      await coach.recordModelUse(
        userId,
        'cv',
        tokens ?? estimateTokens(turns.map((t) => t.content).join('') + text),
      );
      return { lines };
    } catch (err) {
      log.warn({ model: describeModelError(err) }, 'cv suggestion model failed; the offline helper answered');
      return { notice: M.modelFailed };
    } finally {
      silence?.clear();
    }
  }

  return {
    async get(userId: string): Promise<CvResponse> {
      const row = await repo.find(userId);
      const parsed = row ? cvDataSchema.safeParse(row.data) : null;
      const cv = parsed?.success ? parsed.data : null;
      return {
        cv,
        prefill: cv ?? (await prefill(userId)),
        step: row?.step ?? 0,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        atsScore: cv ? atsScore(cv) : null,
      };
    },

    async save(userId: string, input: SaveCvInput): Promise<CvResponse> {
      const data = cvDataSchema.parse(input.data);
      const row = await repo.save(userId, data, input.step ?? 0);
      return {
        cv: data,
        prefill: data,
        step: row.step,
        updatedAt: row.updatedAt.toISOString(),
        atsScore: atsScore(data),
      };
    },

    async download(userId: string, format: CvFormat) {
      return render(await stored(userId), format);
    },

    /**
     * An employer opens the CV only when the seeker attached it to an application to them, and
     * then the version that was sent (the latest, if sent with several applications to them).
     */
    async downloadForEmployer(hirerUserId: string, seekerUserId: string) {
      const company = await companies.requireCompany(hirerUserId);
      const sent = cvDataSchema.safeParse(await applications.sentCv(company.id, seekerUserId));
      if (!sent.success) throw new AppError('NOT_FOUND', M.noAccess);
      return render(sent.data, 'pdf');
    },

    async suggest(
      userId: string,
      input: { field: 'summary' | 'achievement'; text: string; jobTitle?: string },
    ): Promise<CvSuggestResponse> {
      const profile = await seekers.getProfile(userId).catch(() => null);
      const skills = (profile?.keySkills ?? []).map((id) => getSkill(id)?.name ?? '').filter(Boolean);
      const context = `Job wanted: ${profile?.jobTitle ?? 'not given'}. Skills: ${skills.join(', ') || 'not given'}.`;
      if (input.field === 'summary') {
        const fromModel = await modelSuggestions(
          userId,
          `Write three short professional summaries (50 to 400 characters each) for a CV. ${context} Their draft: ${input.text || '(none)'}`,
        );
        return 'lines' in fromModel
          ? { suggestions: fromModel.lines, source: 'model', hint: null, notice: null }
          : {
              suggestions: suggestSummary({ jobTitle: profile?.jobTitle, skills }),
              source: 'offline',
              hint: null,
              notice: fromModel.notice,
            };
      }
      const fromModel = await modelSuggestions(
        userId,
        `Rewrite this CV achievement${input.jobTitle ? ` (job: ${input.jobTitle})` : ''} three ways, each starting with a strong action verb. ${context} The achievement: ${input.text || '(empty: suggest typical achievements)'}`,
      );
      if ('lines' in fromModel)
        return { suggestions: fromModel.lines, source: 'model', hint: null, notice: null };
      const offline = suggestAchievements(input.text);
      return {
        suggestions: offline.suggestions,
        source: 'offline',
        hint: offline.hint,
        notice: fromModel.notice,
      };
    },

    async exportFor(userId: string) {
      const row = await repo.find(userId);
      return row
        ? [{ data: row.data, step: row.step, createdAt: row.createdAt, updatedAt: row.updatedAt }]
        : [];
    },
  };
}

export type CvService = ReturnType<typeof cvService>;

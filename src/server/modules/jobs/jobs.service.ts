import { fairChanceFromStored } from '@shared/options/fair-chance';
import type { Db } from '../../db/client';
import type {
  Job,
  JobCounts,
  JobCreate,
  JobList,
  JobSort,
  JobStatus,
  JobUpdate,
} from '@shared/contracts/jobs';
import { JOB_MESSAGES } from '@shared/contracts/jobs';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@shared/contracts/auth';
import { missingForPublish } from '@shared/rules/job-publish';
import { checkJobAd, type JobAdFinding } from '@shared/rules/job-ad-checks';
import type { SessionUser } from '../../auth/session-user';
import { AppError } from '../../lib/errors';
import type { CompaniesService } from '../companies/companies.service';
import { closesAtFor, closingDateProblem, defaultClosingDate } from '@shared/rules/job-closing';
import { jobsRepo, type JobRow, type JobValues } from './jobs.repo';
import type { JobClosing } from './jobs.closing';

export const JOB_ROLE_MESSAGES = {
  create: 'Only hirers can create job postings',
  access: 'Only hirers can access their job postings',
} as const;

const NOT_FOUND = 'Job not found';
/** Statuses only a moderator sets; the employer can no longer change the job. */
const MODERATED = new Set<JobStatus>(['rejected', 'removed']);

/** A job goes live only from a confirmed address (a draft may be saved before). */
function requireVerified(user: SessionUser) {
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
}

/** The database keeps "not given" text as ''; the API answers null. */
const nullIfBlank = (value: string | null) => (value === null || value === '' ? null : value);

export function toJobDto(row: JobRow, isOwn: boolean): Job {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    companyLogoUrl: row.companyLogoUrl,
    companyFairChance: fairChanceFromStored(row.companyFairChance),
    title: row.title,
    description: nullIfBlank(row.description),
    category: nullIfBlank(row.category),
    employmentType: nullIfBlank(row.employmentType),
    experienceLevel: row.experienceLevel,
    locationCity: row.locationCity,
    locationCountry: row.locationCountry,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: 'GBP',
    requiredSkills: row.requiredSkills,
    subjectToDbsBarring: row.subjectToDbsBarring,
    requirements: row.requirements,
    benefits: row.benefits,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    moderationNote: isOwn ? row.moderationNote : null,
    isOwn,
  };
}

/**
 * Request fields to column values; keys left out of the request stay out. A closing date is
 * checked against today (UK) here, not in the contract, which knows no "today".
 */
function toValues(input: JobUpdate, now: Date): Partial<JobValues> {
  const values: Partial<JobValues> = {};
  if (input.closingDate !== undefined) {
    const problem = input.closingDate === null ? null : closingDateProblem(input.closingDate, now);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'closingDate' });
    values.closesAt = input.closingDate === null ? null : new Date(closesAtFor(input.closingDate));
  }
  if (input.requirements !== undefined) values.requirements = input.requirements;
  if (input.benefits !== undefined) values.benefits = input.benefits;
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description ?? '';
  if (input.category !== undefined) values.category = input.category ?? '';
  if (input.employmentType !== undefined) values.employmentType = input.employmentType ?? '';
  if (input.experienceLevel !== undefined) values.experienceLevel = input.experienceLevel;
  if (input.locationCity !== undefined) values.locationCity = input.locationCity;
  if (input.locationCountry !== undefined) values.locationCountry = input.locationCountry;
  if (input.salaryMin !== undefined) values.salaryMin = input.salaryMin;
  if (input.salaryMax !== undefined) values.salaryMax = input.salaryMax;
  if (input.requiredSkills !== undefined) values.requiredSkills = input.requiredSkills;
  if (input.subjectToDbsBarring !== undefined) values.subjectToDbsBarring = input.subjectToDbsBarring;
  return values;
}

function requireComplete(job: Parameters<typeof missingForPublish>[0]) {
  const missing = missingForPublish(job);
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', JOB_MESSAGES.requiredMissing, { missing });
  }
}

type AdFields = Pick<
  JobRow,
  'title' | 'description' | 'category' | 'employmentType' | 'salaryMin' | 'salaryMax'
>;

/** What the job-ad checks find in the ad (signs of a scam or an illegal ad). */
export const findingsOf = (ad: AdFields): JobAdFinding[] =>
  checkJobAd({
    title: ad.title,
    description: ad.description ?? '',
    category: ad.category ?? '',
    employmentType: ad.employmentType ?? '',
    salaryMin: ad.salaryMin ?? null,
    salaryMax: ad.salaryMax ?? null,
  });

/** The words an employer is shown about a held ad, or null when it may go live. */
function heldNote(ad: AdFields): string | null {
  const findings = findingsOf(ad);
  if (findings.length === 0) return null;
  return `Held for a check by the NewLeaf team before it goes live. ${findings.map((f) => f.message).join(' ')}`;
}

/**
 * Job postings: a job belongs to one company; only that company sees its drafts or changes it.
 * Status moves draft -> active (publish) -> archived; only drafts can be deleted. An ad with signs
 * of a scam or an illegal ad (job-ad-checks) goes to `held` instead of live, and an edit that adds
 * them to a live ad holds it too; a moderator decides (moderation module).
 */
export function jobsService({
  db,
  companies,
  closing,
  now = () => new Date(),
}: {
  db: Db;
  companies: CompaniesService;
  /** Archives jobs when their closing date passes (jobs.closing.ts); absent in some unit tests. */
  closing?: JobClosing;
  now?: () => Date;
}) {
  const repo = jobsRepo(db);
  const publishedListeners: ((jobId: string) => void)[] = [];
  /** The closing instant a job going live gets when it has none, or one that has passed. */
  const defaultClosesAt = () => new Date(closesAtFor(defaultClosingDate(now())));

  /** After a job goes live: its closing is queued, and listeners (job alerts) hear of it. */
  async function wentLive(id: string) {
    const row = await repo.findById(id);
    if (!row || row.status !== 'active') return;
    if (row.closesAt) await closing?.schedule(row.closesAt);
    for (const listener of publishedListeners) listener(id);
  }

  /** The user's company and one of its jobs, or the refusal the caller may see. */
  async function ownJob(user: SessionUser, id: string) {
    const company = await companies.requireCompany(user.id);
    const row = await repo.findById(id);
    if (!row) throw new AppError('JOB_NOT_FOUND', NOT_FOUND);
    if (row.companyId !== company.id) {
      // Another employer's active job is public, so say why; anything else stays invisible.
      if (row.status === 'active')
        throw new AppError('FORBIDDEN', 'You can only change your own job postings');
      throw new AppError('JOB_NOT_FOUND', NOT_FOUND);
    }
    return { company, row };
  }

  async function reload(id: string): Promise<Job> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('JOB_NOT_FOUND', NOT_FOUND);
    return toJobDto(row, true);
  }

  const service = {
    async create(user: SessionUser, input: JobCreate): Promise<Job> {
      const company = await companies.requireCompany(user.id);
      if (input.status === 'active') {
        requireVerified(user);
        requireComplete(input);
      }
      const values = { ...toValues(input, now()), title: input.title };
      const note = input.status === 'active' ? heldNote(values as AdFields) : null;
      const status = note ? 'held' : input.status;
      const id = await repo.insert(
        company.id,
        status,
        { ...values, moderationNote: note },
        defaultClosesAt(),
      );
      if (status === 'active') await wentLive(id);
      return reload(id);
    },

    /** Any signed-in user may read an active job; drafts and archived jobs only their company. */
    async read(user: SessionUser, id: string): Promise<Job> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('JOB_NOT_FOUND', NOT_FOUND);
      const company = user.role === 'hirer' ? await companies.getCompanyForUser(user.id) : null;
      const isOwn = company !== null && company.id === row.companyId;
      if (!isOwn && row.status !== 'active') throw new AppError('JOB_NOT_FOUND', NOT_FOUND);
      return toJobDto(row, isOwn);
    },

    async listMine(user: SessionUser, opts: { status?: JobList; sort: JobSort }): Promise<Job[]> {
      const company = await companies.requireCompany(user.id);
      const rows = await repo.listForCompany(company.id, opts);
      return rows.map((row) => toJobDto(row, true));
    },

    async countsMine(user: SessionUser): Promise<JobCounts> {
      const company = await companies.requireCompany(user.id);
      const counts = await repo.countByList(company.id);
      return { ...counts, notArchived: counts.active + counts.draft };
    },

    async update(user: SessionUser, id: string, input: JobUpdate): Promise<Job> {
      const { company, row } = await ownJob(user, id);
      const values = toValues(input, now());
      // A live job always has a closing date: "none" leaves the one it has.
      if (values.closesAt === null && row.status !== 'draft') delete values.closesAt;
      // A posted job must keep what posting required; a draft may be incomplete.
      if (row.status !== 'draft') requireComplete({ ...row, ...values });
      const salaryMin = values.salaryMin !== undefined ? values.salaryMin : row.salaryMin;
      const salaryMax = values.salaryMax !== undefined ? values.salaryMax : row.salaryMax;
      if (salaryMin != null && salaryMax != null && salaryMin > salaryMax) {
        throw new AppError('VALIDATION_FAILED', 'The minimum salary cannot be more than the maximum');
      }
      if (MODERATED.has(row.status)) {
        throw new AppError('INVALID_STATE', 'The NewLeaf team took this job down, so it cannot be changed');
      }
      // A live ad edited to carry signs of a scam is held; a held one stays held for the moderator.
      const note = row.status === 'active' || row.status === 'held' ? heldNote({ ...row, ...values }) : null;
      const held = note !== null || row.status === 'held';
      const ok = await repo.update(
        id,
        company.id,
        held ? { ...values, moderationNote: note ?? row.moderationNote } : values,
        held ? 'held' : undefined,
      );
      if (!ok) throw new AppError('JOB_NOT_FOUND', NOT_FOUND);
      if (!held && row.status === 'active' && values.closesAt) await closing?.schedule(values.closesAt);
      return reload(id);
    },

    async publish(user: SessionUser, id: string): Promise<Job> {
      const { company, row } = await ownJob(user, id);
      if (row.status !== 'draft') throw new AppError('INVALID_STATE', 'Only drafts can be published');
      requireVerified(user);
      requireComplete(row);
      const note = heldNote(row);
      const to = note ? 'held' : 'active';
      if (
        !(await repo.transition(id, company.id, 'draft', to, { moderationNote: note }, defaultClosesAt()))
      ) {
        throw new AppError('INVALID_STATE', 'Only drafts can be published');
      }
      if (to === 'active') await wentLive(id);
      return reload(id);
    },

    async archive(user: SessionUser, id: string): Promise<Job> {
      const { company, row } = await ownJob(user, id);
      if (row.status !== 'active' || !(await repo.transition(id, company.id, 'active', 'archived'))) {
        throw new AppError('INVALID_STATE', 'Only active jobs can be archived');
      }
      return reload(id);
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      const { company, row } = await ownJob(user, id);
      if (row.status !== 'draft' || !(await repo.deleteDraft(id, company.id))) {
        throw new AppError('INVALID_STATE', 'Only drafts can be deleted');
      }
    },

    // ---- For other modules (matching) ----

    /** An active job by id, or null when it does not exist or is not active. */
    async getActiveJob(id: string): Promise<Job | null> {
      const row = await repo.findById(id);
      return row && row.status === 'active' ? toJobDto(row, false) : null;
    },

    /** Any job by id regardless of status (for a module that already checked who may see it). */
    async getJob(id: string): Promise<Job | null> {
      const row = await repo.findById(id);
      return row ? toJobDto(row, false) : null;
    },

    /** The spec's Active Jobs figure: the company's jobs that are not archived. */
    countActiveJobs: (companyId: string) => repo.countNotArchived(companyId),

    /** A company's jobs in one status (e.g. the active ones for applicant filter chips). */
    async listCompanyJobs(companyId: string, status?: JobList): Promise<Job[]> {
      const rows = await repo.listForCompany(companyId, { status, sort: 'date_desc' });
      return rows.map((row) => toJobDto(row, false));
    },

    // ---- For the moderation desk (which checks who is asking) ----

    /** Jobs waiting for a moderator, oldest first, each with what the checks found. */
    async listHeld() {
      const rows = await repo.listHeld();
      return rows.map((row) => ({ job: toJobDto(row, false), findings: findingsOf(row) }));
    },

    /**
     * A moderator's decision on a job: approve a held one (live), reject it, or take a live one
     * down. False when the job was not in the state the decision needs (someone else decided).
     */
    async moderate(id: string, decision: 'approve' | 'reject' | 'take_down', note: string | null) {
      if (decision === 'approve') {
        const approved = await repo.moderate(id, 'held', 'active', null, defaultClosesAt());
        if (approved) await wentLive(id);
        return approved;
      }
      if (decision === 'reject') return repo.moderate(id, 'held', 'rejected', note);
      return repo.moderate(id, 'active', 'removed', note);
    },

    // ---- Closing dates and what listens for new jobs ----

    /** Archives every active job whose closing date has passed; answers their ids. */
    archiveClosed: () => repo.archiveClosed(now()),

    /** The closing instants of active jobs still ahead (queued again at start-up). */
    closingsAhead: () => repo.closingsAhead(now()),

    /** Calls `listener` with the id of each job that goes live (posted, published or approved). */
    onPublished(listener: (jobId: string) => void) {
      publishedListeners.push(listener);
    },

    /** Every job of the company, for the employer's data export. */
    exportForCompany: (companyId: string) => repo.exportForCompany(companyId),
  };
  return service;
}

export type JobsService = ReturnType<typeof jobsService>;

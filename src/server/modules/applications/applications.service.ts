import { JOB_BENEFITS } from '@shared/options/benefits';
import { fairChanceBadges } from '@shared/options/fair-chance';
import { optionLabel } from '@shared/options/option';
import type { Db } from '../../db/client';
import type {
  Applicant,
  ApplicantsQuery,
  ApplicantsResponse,
  ApplyResponse,
  JobDetails,
  SeekerApplication,
} from '@shared/contracts/applications';
import { seekerApplicationStatus, type ApplicantStatus } from '@shared/rules/applications';
import { AppError } from '../../lib/errors';
import { INTERVIEW_MESSAGES } from '@shared/options/interviews';
import type { SessionUser } from '../../auth/session-user';
import type { ActivityService } from '../dashboard/activity.service';
import type { SavedService } from '../saved/saved.service';
import type { CompaniesService } from '../companies/companies.service';
import type { JobsService } from '../jobs/jobs.service';
import type { SeekersService } from '../seekers/seekers.service';
import type { MatchingService } from '../matching/matching.service';
import type { MessagingService } from '../messaging/messaging.service';
import { applicationsRepo } from './applications.repo';
import {
  displayName,
  liveStatus,
  toApplicant,
  toJobSummary,
  toSeekerApplication,
} from './applications.mapping';

export const APPLICATION_MESSAGES = {
  applyRole: 'Only job seekers can apply to jobs',
  seekerRole: 'Only job seekers can access their applications',
  jobDetailsRole: 'Only job seekers can view job details',
  applicantsRole: 'Only hirers can access applicants',
  updateApplicantRole: 'Only hirers can update applicants',
  profileRequired: 'Please complete your profile before applying.',
  jobNotFound: 'Job not found',
  jobClosed: 'This job is no longer accepting applications.',
  dbsBarred:
    'This role is subject to DBS barring. You told us you are barred from regulated work, so you cannot apply for it.',
  alreadyApplied: 'You have already applied to this job.',
  applicationNotFound: 'Application not found',
  applicantNotFound: 'Applicant not found',
} as const;

/** What the seeker is told when the status they see changes. */
const STATUS_NEWS: Partial<Record<ApplicantStatus, (job: string, company: string) => string>> = {
  interview: (job, company) => `${company} would like to interview you for ${job}.`,
  rejected: (job, company) => `${company} has decided not to go ahead with your application for ${job}.`,
  new: (job, company) => `Your application for ${job} at ${company} is under review again.`,
  shortlisted: (job, company) => `Your application for ${job} at ${company} is under review again.`,
};

export function applicationsService(deps: {
  db: Db;
  activity: ActivityService;
  companies: CompaniesService;
  jobs: JobsService;
  matching: MatchingService;
  messaging: MessagingService;
  saved: SavedService;
  seekers: SeekersService;
}) {
  const { activity, companies, jobs, matching, messaging, saved, seekers } = deps;
  const repo = applicationsRepo(deps.db);

  async function loadOwn(seekerUserId: string, where: { id: string } | { jobId: string }) {
    const row = await repo.findForSeeker(seekerUserId, where);
    return row ? toSeekerApplication(row) : null;
  }

  /** The seeker's own answers: on the DBS barred list, or barred from regulated work. */
  async function isBarred(seekerUserId: string) {
    const { legal } = await seekers.getDisclosure(seekerUserId);
    return legal.onDbsBarringList === true || legal.barredFromRegulatedWork === true;
  }

  return {
    /** Applying counts as the seeker's like on the job: it can complete a match. */
    async apply(
      seeker: SessionUser,
      jobId: string,
      options: { attachCv?: boolean } = {},
    ): Promise<ApplyResponse> {
      const target = await repo.findJob(jobId);
      if (!target || target.status === 'draft')
        throw new AppError('JOB_NOT_FOUND', APPLICATION_MESSAGES.jobNotFound);
      if (target.status !== 'active') throw new AppError('INVALID_STATE', APPLICATION_MESSAGES.jobClosed);
      if (!(await seekers.hasCompletedSetup(seeker.id))) {
        throw new AppError('PROFILE_NOT_FOUND', APPLICATION_MESSAGES.profileRequired);
      }
      if (target.subjectToDbsBarring && (await isBarred(seeker.id))) {
        throw new AppError('FORBIDDEN', APPLICATION_MESSAGES.dbsBarred);
      }
      const created = await repo.apply(jobId, seeker.id, options.attachCv === true);
      if (!created) throw new AppError('CONFLICT', APPLICATION_MESSAGES.alreadyApplied);

      const { isMatch } = await matching.recordSeekerInterest(seeker.id, jobId);

      const name = displayName(await repo.seekerName(seeker.id));
      await activity.record({
        userId: target.hirerUserId,
        type: 'application',
        title: 'New application',
        body: `${name} applied for ${target.title}`,
        refId: created.id,
      });
      await activity.record({
        userId: seeker.id,
        type: 'application',
        title: 'Application submitted',
        body: `You applied for ${target.title} at ${target.companyName}`,
        refId: created.id,
      });
      const application = await loadOwn(seeker.id, { id: created.id });
      if (!application) throw new AppError('INTERNAL', 'Something went wrong. Please try again.');
      return { application, isMatch };
    },

    async listForSeeker(seekerUserId: string): Promise<SeekerApplication[]> {
      return (await repo.listForSeeker(seekerUserId)).map(toSeekerApplication);
    },

    /** Attaches or detaches the seeker's CV on one of their applications. */
    async setCvAttached(seekerUserId: string, id: string, attached: boolean) {
      if (!(await repo.setCvAttached(seekerUserId, id, attached))) {
        throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
      }
      const application = await loadOwn(seekerUserId, { id });
      if (!application) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
      return application;
    },

    /** For the CV module: may this company open the seeker's CV (attached to an application to it)? */
    cvSharedWith: (companyId: string, seekerUserId: string) => repo.cvSharedWith(companyId, seekerUserId),

    /**
     * For the CV module: the CV data the seeker last sent to this company with a live
     * application (unchecked: the CV module parses it), or null when none was sent.
     */
    sentCv: (companyId: string, seekerUserId: string) => repo.sentCv(companyId, seekerUserId),

    /** Withdraws the application (gone from both sides' lists; applying again starts afresh). */
    async withdraw(seekerUserId: string, id: string) {
      if (!(await repo.withdraw(seekerUserId, id))) {
        throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
      }
    },

    /**
     * Contact Employer: the subject and message go to the employer as a message in the
     * conversation about this job; the application remembers when the seeker last wrote.
     */
    async contactEmployer(seekerUserId: string, id: string, input: { subject: string; message: string }) {
      if (!(await repo.setContact(seekerUserId, id, input.subject, input.message))) {
        throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
      }
      await messaging.contactFromApplication(
        { id: seekerUserId, role: 'seeker' },
        id,
        `${input.subject.trim()}\n\n${input.message.trim()}`,
      );
      const application = await loadOwn(seekerUserId, { id });
      if (!application) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicationNotFound);
      return application;
    },

    /**
     * Job Details for a seeker: an active job, or any job the seeker applied to or saved (so an
     * archived job still shows its application status). Tells the employer their job was viewed.
     */
    async jobDetails(seekerUserId: string, jobId: string): Promise<JobDetails> {
      const row = await repo.findJobDetails(jobId);
      const isSaved = await saved.isSaved(seekerUserId, jobId);
      const application = await loadOwn(seekerUserId, { jobId });
      const visible = row && (row.job.status === 'active' || isSaved || application !== null);
      if (!row || !visible) throw new AppError('JOB_NOT_FOUND', APPLICATION_MESSAGES.jobNotFound);
      if (row.job.status === 'active') {
        await activity.recordJobView({ hirerUserId: row.hirerUserId, jobId, jobTitle: row.job.title });
      }
      return {
        job: {
          ...toJobSummary(row.job),
          description: row.description,
          category: row.category,
          experienceLevel: row.experienceLevel,
          requiredSkills: row.requiredSkills,
          subjectToDbsBarring: row.subjectToDbsBarring,
          companyIndustry: row.companyIndustry,
          companyWebsiteUrl: row.companyWebsiteUrl,
          companyFairChance: fairChanceBadges(row.companyFairChance),
          requirements: row.requirements,
          // As their labels, like the badges: the screen needs no list of options to show them.
          benefits: row.benefits.map((value) => optionLabel(JOB_BENEFITS, value, value)),
          closesAt: row.closesAt?.toISOString() ?? null,
        },
        saved: isSaved,
        application,
      };
    },

    async listApplicants(hirerUserId: string, query: ApplicantsQuery): Promise<ApplicantsResponse> {
      const company = await companies.getCompanyForUser(hirerUserId);
      if (!company) return { items: [], jobs: [] };
      const [rows, activeJobs] = await Promise.all([
        repo.listApplicants(hirerUserId, { jobId: query.jobId, onlyNew: query.filter === 'new' }),
        jobs.listCompanyJobs(company.id, 'active'),
      ]);
      return { items: rows.map(toApplicant), jobs: activeJobs.map((j) => ({ id: j.id, title: j.title })) };
    },

    /** Shortlist, reject or invite to interview: only on applications to the employer's own jobs. */
    async updateApplicant(hirerUserId: string, id: string, status: ApplicantStatus): Promise<Applicant> {
      const current = await repo.findApplicant(hirerUserId, id);
      if (!current) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicantNotFound);
      const from = liveStatus(current.status);
      if (from !== status && (await repo.setStatus(id, from, status))) {
        const before = seekerApplicationStatus(from);
        const after = seekerApplicationStatus(status);
        const news = STATUS_NEWS[status];
        if (before !== after && news) {
          const job = await repo.findJob(current.jobId);
          await activity.record({
            userId: current.seekerUserId,
            type: 'application',
            title:
              after === 'Interview Scheduled' ? 'Interview Scheduled' : `Application ${after.toLowerCase()}`,
            body: news(current.jobTitle, job?.companyName ?? 'The employer'),
            refId: id,
          });
        }
      }
      const updated = await repo.findApplicant(hirerUserId, id);
      if (!updated) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.applicantNotFound);
      return toApplicant(updated);
    },

    /**
     * For interviews: the seeker's application to the job. After a match without applying, their
     * interest becomes the application (no CV attached; they can attach one). Refused when withdrawn.
     */
    async forInterview(jobId: string, seekerUserId: string) {
      const found =
        (await repo.findByJobAndSeeker(jobId, seekerUserId)) ??
        (await repo.insertForInterview(jobId, seekerUserId));
      if (found.status === 'withdrawn') throw new AppError('INVALID_STATE', INTERVIEW_MESSAGES.withdrawn);
      return { id: found.id, status: liveStatus(found.status) };
    },

    /** For interviews: moves the application to an interview step, telling the seeker when given news. */
    async setInterviewStage(
      application: { id: string; seekerUserId: string },
      to: ApplicantStatus,
      news?: { title: string; body: string },
    ) {
      const changed = await repo.setStage(application.id, to);
      if (changed && news) {
        await activity.record({
          userId: application.seekerUserId,
          type: 'application',
          ...news,
          refId: application.id,
        });
      }
      return changed;
    },

    /**
     * Erasure: employers' activity items about the seeker's applications name the seeker, so they
     * go before the account does (the applications themselves go with the account).
     */
    async forgetSeeker(seekerUserId: string) {
      await activity.forget(await repo.idsOf(seekerUserId));
    },

    /** For the disclosure rule "employers I match with or apply to". */
    hasAppliedToCompany: (seekerUserId: string, companyId: string) =>
      repo.hasAppliedToCompany(seekerUserId, companyId),

    countsForSeeker: (seekerUserId: string) => repo.countsForSeeker(seekerUserId),
    countsForHirer: (hirerUserId: string) => repo.countsForHirer(hirerUserId),

    /** Applications received and the statuses the employer set, for its data export. */
    exportReceived: (companyId: string) => repo.exportReceived(companyId),
  };
}

export type ApplicationsService = ReturnType<typeof applicationsService>;

import { z } from 'zod';
import { APPLICANT_STATUS_VALUES, SEEKER_APPLICATION_STATUS_VALUES } from '../rules/applications';
import { jobStatusSchema } from './jobs';

export const applicantStatusSchema = z.enum(APPLICANT_STATUS_VALUES);
export const seekerApplicationStatusSchema = z.enum(SEEKER_APPLICATION_STATUS_VALUES);

const id = z.uuid();

/** A job as seekers see it in lists (Saved Jobs, My Applications). */
export const jobSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationCountry: z.string().nullable(),
  employmentType: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string(),
  status: jobStatusSchema,
  postedAt: z.string(),
  /** The job and its employer are an invented example of the demo data: labelled "Sample". */
  sample: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const contactMessageSchema = z.object({
  subject: z.string(),
  message: z.string(),
  sentAt: z.string(),
});

/** The application's live interview (proposed or booked), for lists and badges. */
export const interviewBriefSchema = z.object({
  id: z.string(),
  status: z.enum(['proposed', 'booked']),
  /** The booked time; null while times wait to be booked. */
  startsAt: z.string().nullable(),
  minutes: z.number().int().nullable(),
  conversationId: z.string().nullable(),
});
export type InterviewBrief = z.infer<typeof interviewBriefSchema>;

/** One of the seeker's own applications. The employer's raw status is not shown to the seeker. */
export const seekerApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  seekerStatus: seekerApplicationStatusSchema,
  appliedAt: z.string(),
  updatedAt: z.string(),
  contact: contactMessageSchema.nullable(),
  /** The seeker attached their CV: the employer can open it. */
  cvAttached: z.boolean(),
  /** When the version the employer opens was sent (later edits reach it only when sent again). */
  cvSentAt: z.string().nullable(),
  interview: interviewBriefSchema.nullable(),
  job: jobSummarySchema,
});
export type SeekerApplication = z.infer<typeof seekerApplicationSchema>;

// ---- Seeker endpoints ----------------------------------------------------------------------------

/** POST /api/applications */
export const applyBodySchema = z.object({
  jobId: id,
  /** Attach the seeker's current CV (from the CV builder). */
  attachCv: z.boolean().optional(),
});
/** PUT /api/applications/:id/cv: attach or detach the CV on an existing application. */
export const attachCvSchema = z.object({ attached: z.boolean() });
export type ApplyInput = z.infer<typeof applyBodySchema>;
export const applyResponseSchema = z.object({ application: seekerApplicationSchema, isMatch: z.boolean() });
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

/** GET /api/applications */
export const seekerApplicationsResponseSchema = z.object({ items: z.array(seekerApplicationSchema) });
export type SeekerApplicationsResponse = z.infer<typeof seekerApplicationsResponseSchema>;

export const applicationIdParamsSchema = z.object({ id });

/** POST /api/applications/:id/contact: Contact Employer. Both fields are required. */
export const CONTACT_REQUIRED_TITLE = 'Required fields missing';
export const CONTACT_REQUIRED_MESSAGE = 'Please fill in both subject and message.';
export const contactEmployerSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, CONTACT_REQUIRED_MESSAGE)
    .max(200, 'Keep the subject under 200 characters.'),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_REQUIRED_MESSAGE)
    // Subject, a blank line and the message travel as one message (at most 2,000 characters).
    .max(1790, 'Keep the message under 1,790 characters.'),
});
export type ContactEmployerInput = z.infer<typeof contactEmployerSchema>;
export const applicationResponseSchema = z.object({ application: seekerApplicationSchema });

/** Job Details as the seeker sees it: the job, whether it is saved, and the seeker's application. */
export const jobDetailsSchema = z.object({
  job: jobSummarySchema.extend({
    description: z.string(),
    category: z.string(),
    experienceLevel: z.string().nullable(),
    /** Required skill ids (the web shows their catalogue names). */
    requiredSkills: z.array(z.string()),
    subjectToDbsBarring: z.boolean(),
    companyIndustry: z.string().nullable(),
    companyWebsiteUrl: z.string().nullable(),
    /** The employer's fair-chance commitments, as badge texts. */
    companyFairChance: z.array(z.string()),
    /** Lines of "what you will need". */
    requirements: z.array(z.string()),
    /** What the job offers, as the labels of JOB_BENEFITS ("Paid breaks"). */
    benefits: z.array(z.string()),
    /** When the job closes (ISO instant: the end of its closing date, UK time), else null. */
    closesAt: z.string().nullable(),
  }),
  saved: z.boolean(),
  application: seekerApplicationSchema.nullable(),
});
export type JobDetails = z.infer<typeof jobDetailsSchema>;
export const jobDetailsParamsSchema = z.object({ jobId: id });

// ---- Hirer endpoints -----------------------------------------------------------------------------

/** An application to one of the employer's jobs. No disclosure answer is ever part of it. */
export const applicantSchema = z.object({
  id: z.string(),
  seekerUserId: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  headline: z.string().nullable(),
  seekerJobTitle: z.string().nullable(),
  locationCity: z.string().nullable(),
  skills: z.array(z.string()),
  jobId: z.string(),
  jobTitle: z.string(),
  status: applicantStatusSchema,
  appliedAt: z.string(),
  /** What the seeker wrote through Contact Employer, if anything. */
  contact: contactMessageSchema.nullable(),
  /** The seeker attached their CV ("View CV"). */
  cvAttached: z.boolean(),
  interview: interviewBriefSchema.nullable(),
  /** The applicant is an invented example of the demo data: labelled "Sample". */
  sample: z.boolean(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** GET /api/applicants?jobId=&filter=new */
export const applicantsQuerySchema = z.object({
  jobId: id.optional(),
  filter: z.enum(['new']).optional(),
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;
export const applicantsResponseSchema = z.object({
  items: z.array(applicantSchema),
  /** The employer's active jobs: one filter chip each. */
  jobs: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type ApplicantsResponse = z.infer<typeof applicantsResponseSchema>;

/**
 * PATCH /api/applicants/:id: Shortlist, Reject. (Invite to interview proposes times in the
 * conversation: POST /api/conversations/:id/interviews.)
 */
export const APPLICANT_ACTION_STATUSES = ['shortlisted', 'rejected'] as const;
export const updateApplicantSchema = z.object({ status: z.enum(APPLICANT_ACTION_STATUSES) });
export type UpdateApplicantInput = z.infer<typeof updateApplicantSchema>;
export const applicantResponseSchema = z.object({ applicant: applicantSchema });

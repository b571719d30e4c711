import { isFilled } from './filled';

export interface JobPublishInput {
  readonly title?: string | null | undefined;
  readonly description?: string | null | undefined;
  readonly category?: string | null | undefined;
  readonly employmentType?: string | null | undefined;
}

/** Fields Post Job requires (spec 02 §5); Save as Draft requires only the title. */
export const JOB_PUBLISH_REQUIRED_FIELDS = [
  'title',
  'description',
  'category',
  'employmentType',
] as const satisfies readonly (keyof JobPublishInput)[];

export type JobPublishField = (typeof JOB_PUBLISH_REQUIRED_FIELDS)[number];

/** The required fields a job still lacks before it can be active (non-blank text counts). */
export function missingForPublish(job: JobPublishInput): JobPublishField[] {
  return JOB_PUBLISH_REQUIRED_FIELDS.filter((field) => !isFilled(job[field]));
}

/** A draft can be saved once it has a non-blank title. */
export function canSaveDraft(job: Pick<JobPublishInput, 'title'>): boolean {
  return isFilled(job.title);
}

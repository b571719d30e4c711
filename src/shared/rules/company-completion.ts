import { isFilled, percentage } from './filled';

export interface CompanyCompletionInput {
  readonly companyName?: string | null | undefined;
  readonly industry?: string | null | undefined;
  readonly companySize?: string | null | undefined;
  readonly websiteUrl?: string | null | undefined;
  readonly description?: string | null | undefined;
  readonly locationCity?: string | null | undefined;
  readonly locationCountry?: string | null | undefined;
  readonly logoUrl?: string | null | undefined;
}

export const COMPANY_COMPLETION_FIELDS = [
  'companyName',
  'industry',
  'companySize',
  'websiteUrl',
  'description',
  'locationCity',
  'locationCountry',
  'logoUrl',
] as const satisfies readonly (keyof CompanyCompletionInput)[];

/** A new company profile starts at 30%. */
export const COMPANY_START_COMPLETION = 30;

/** Rounded share of the 8 company fields that are filled (non-blank). */
export function companyCompletion(company: CompanyCompletionInput): number {
  const filled = COMPANY_COMPLETION_FIELDS.filter((field) => isFilled(company[field])).length;
  return percentage(filled, COMPANY_COMPLETION_FIELDS.length);
}

import { company, job } from './schema';
import { sampleOf } from './sample';

/** The job columns every seeker-facing list shows (joined with its company). */
export const jobSummaryColumns = {
  id: job.id,
  title: job.title,
  companyName: company.companyName,
  companyLogoUrl: company.logoUrl,
  locationCity: job.locationCity,
  locationCountry: job.locationCountry,
  employmentType: job.employmentType,
  salaryMin: job.salaryMin,
  salaryMax: job.salaryMax,
  salaryCurrency: job.salaryCurrency,
  status: job.status,
  createdAt: job.createdAt,
  publishedAt: job.publishedAt,
  sample: sampleOf(company.userId),
};

import type { Db } from '../../db/client';
import type { FavouriteTalent, SavedJob } from '@shared/contracts/saved';
import { AppError } from '../../lib/errors';
import type { CompaniesService } from '../companies/companies.service';
import { displayName, toJobSummary } from '../applications/applications.mapping';
import { savedRepo } from './saved.repo';

export const SAVED_MESSAGES = {
  savedJobsRole: 'Only job seekers can save jobs',
  favouriteTalentRole: 'Only hirers can keep favourite talent',
  jobNotFound: 'Job not found',
  candidateNotFound: 'Candidate not found',
} as const;

/**
 * Favourites kept on the server per user: saved jobs (seekers) and favourite talent (employers,
 * per company). Adding and removing are idempotent. Other modules (a like in the decks) call
 * `saveJob` / `addFavouriteTalent` here.
 */
export function savedService({ db, companies }: { db: Db; companies: CompaniesService }) {
  const repo = savedRepo(db);

  const companyIdOf = async (hirerUserId: string) => (await companies.requireCompany(hirerUserId)).id;

  return {
    async listSavedJobs(seekerUserId: string): Promise<SavedJob[]> {
      const rows = await repo.listSavedJobs(seekerUserId);
      return rows.map((r) => ({ job: toJobSummary(r.job), savedAt: r.savedAt.toISOString() }));
    },

    /** Saves an active job (a job that is gone or not published cannot be saved). */
    async saveJob(seekerUserId: string, jobId: string) {
      if ((await repo.jobStatus(jobId)) !== 'active')
        throw new AppError('JOB_NOT_FOUND', SAVED_MESSAGES.jobNotFound);
      await repo.saveJob(seekerUserId, jobId);
    },

    unsaveJob: (seekerUserId: string, jobId: string) => repo.unsaveJob(seekerUserId, jobId),
    isSaved: (seekerUserId: string, jobId: string) => repo.isSaved(seekerUserId, jobId),
    countSavedJobs: (seekerUserId: string) => repo.countSavedJobs(seekerUserId),

    async listFavouriteTalent(hirerUserId: string): Promise<FavouriteTalent[]> {
      const rows = await repo.listFavourites(await companyIdOf(hirerUserId));
      return rows.map((r) => ({
        seekerUserId: r.seekerUserId,
        name: displayName(r),
        jobTitle: r.jobTitle,
        headline: r.headline,
        locationCity: r.locationCity,
        locationCountry: r.locationCountry,
        profileImageUrl: r.profileImageUrl,
        skills: r.keySkills,
        addedAt: r.addedAt.toISOString(),
        sample: r.sample,
      }));
    },

    async addFavouriteTalent(hirerUserId: string, seekerUserId: string) {
      const companyId = await companyIdOf(hirerUserId);
      if (!(await repo.isListedSeeker(seekerUserId))) {
        throw new AppError('NOT_FOUND', SAVED_MESSAGES.candidateNotFound);
      }
      await repo.addFavourite(companyId, seekerUserId);
    },

    async removeFavouriteTalent(hirerUserId: string, seekerUserId: string) {
      await repo.removeFavourite(await companyIdOf(hirerUserId), seekerUserId);
    },

    async isFavouriteTalent(hirerUserId: string, seekerUserId: string) {
      return repo.isFavourite(await companyIdOf(hirerUserId), seekerUserId);
    },

    /** The company's favourite candidates, for the employer's data export. */
    exportFavourites: (companyId: string) => repo.exportFavourites(companyId),
  };
}

export type SavedService = ReturnType<typeof savedService>;

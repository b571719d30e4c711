import type { FastifyInstance } from 'fastify';
import { uploadsRoutes } from './uploads/uploads.routes';
import { seekersRoutes } from './seekers/seekers.routes';
import { companiesRoutes } from './companies/companies.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { savedRoutes } from './saved/saved.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { matchingRoutes } from './matching/matching.routes';

/**
 * Domain modules register here, one line each, so parallel work touches only its own line.
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(uploadsRoutes);
  await app.register(seekersRoutes);
  await app.register(companiesRoutes);
  await app.register(jobsRoutes);
  await app.register(matchingRoutes);
  await app.register(savedRoutes);
  await app.register(applicationsRoutes);
  await app.register(dashboardRoutes);
}

import type { FastifyInstance } from 'fastify';
import type { Services } from './container';
import { healthRoutes } from './health/health.routes';
import { accountRoutes } from './account/account.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { seekersRoutes } from './seekers/seekers.routes';
import { companiesRoutes } from './companies/companies.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { savedRoutes } from './saved/saved.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { matchingRoutes } from './matching/matching.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { coachRoutes } from './coach/coach.routes';
import { toolsRoutes } from './tools/tools.routes';
import { cvRoutes } from './cv/cv.routes';
import { noticesRoutes } from './notices/notices.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { interviewsRoutes } from './interviews/interviews.routes';
import { alertsRoutes } from './alerts/alerts.routes';
import { publicJobsRoutes } from './public-jobs/public-jobs.routes';

/**
 * Every module's routes register here, one line each, with the services built once by
 * `createServices` (container.ts).
 */
export async function registerModules(
  app: FastifyInstance,
  services: Services,
  /** The web build the app serves (omitted in API tests): the public job pages use its stylesheet. */
  { webDir }: { webDir?: string } = {},
) {
  await app.register(healthRoutes);
  await app.register(accountRoutes, { services });
  await app.register(uploadsRoutes, { services });
  await app.register(seekersRoutes, { services });
  await app.register(companiesRoutes, { services });
  await app.register(jobsRoutes, { services });
  await app.register(matchingRoutes, { services });
  await app.register(savedRoutes, { services });
  await app.register(applicationsRoutes, { services });
  await app.register(dashboardRoutes, { services });
  await app.register(messagingRoutes, { services });
  await app.register(coachRoutes, { services });
  await app.register(toolsRoutes);
  await app.register(cvRoutes, { services });
  await app.register(noticesRoutes, { services });
  await app.register(moderationRoutes, { services });
  await app.register(interviewsRoutes, { services });
  await app.register(alertsRoutes, { services });
  await app.register(publicJobsRoutes, { db: app.database.db, publicUrl: app.config.publicUrl, webDir });
}

import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { SessionCache } from '../auth/session-cache';
import type { Mailer } from '../lib/mailer';
import type { EventBus } from '../lib/event-bus';
import type { JobQueue } from '../lib/job-queue';
import type { FastifyBaseLogger } from 'fastify';
import type { CrisisKind } from '@shared/coach/crisis';
import { accountService } from './account/account.service';
import { activityService } from './dashboard/activity.service';
import { applicationsService } from './applications/applications.service';
import { companiesService } from './companies/companies.service';
import { dashboardService } from './dashboard/dashboard.service';
import { jobsService } from './jobs/jobs.service';
import { createJobClosing } from './jobs/jobs.closing';
import { matchingService } from './matching/matching.service';
import { messagingService } from './messaging/messaging.service';
import { createLiveHub } from './messaging/messaging.live';
import { createNotifier } from './messaging/messaging.notify';
import { savedService } from './saved/saved.service';
import { coachService } from './coach/coach.service';
import { cvService } from './cv/cv.service';
import { createChatModel } from '../lib/chat-model';
import { seekersService } from './seekers/seekers.service';
import { noticesService } from './notices/notices.service';
import { moderationService } from './moderation/moderation.service';
import { interviewsService } from './interviews/interviews.service';
import { createInterviewReminders } from './interviews/interviews.reminders';
import { createImageStorage } from './uploads/storage';
import { uploadsService } from './uploads/uploads.service';
import { alertsService } from './alerts/alerts.service';
import { createAlertsQueue } from './alerts/alerts.queue';

export interface Infrastructure {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  sessionCache: SessionCache;
  /** Events between server processes (LISTEN/NOTIFY). */
  bus: EventBus;
  /** The durable job queue (interview reminders, closing jobs, job alerts). */
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** Told the kind of each coach crisis routing (the metrics). */
  onCrisisRouting?: (kind: CrisisKind) => void;
}

/**
 * The composition root: every service is built here, once per process, in dependency order, with
 * what it needs passed explicitly. The graph is one-way (a service only receives services built
 * before it); `account` orchestrates the flows that span domains and nothing depends on it.
 */
export function createServices(infra: Infrastructure) {
  const { db, config, sessionCache, bus, mailer, queue, log } = infra;
  const uploads = uploadsService({ db, storage: createImageStorage(config.storage) });
  const activity = activityService(db);
  const companies = companiesService({ db, uploads });
  const closing = createJobClosing({ queue, log });
  const jobs = jobsService({ db, companies, closing });
  closing.onDue(() => jobs.archiveClosed());
  const seekers = seekersService({ db, uploads });
  const saved = savedService({ db, companies });
  const notifier = createNotifier({
    db,
    mailer,
    publicUrl: config.publicUrl,
    delayMinutes: config.messageEmails.delayMinutes,
    intervalSeconds: config.messageEmails.checkSeconds,
    log,
  });
  const messaging = messagingService({
    db,
    bus,
    mailer,
    moderationEmail: config.moderationEmail,
    companies,
    notifier,
  });
  const liveHub = createLiveHub({ bus, messaging, log });
  const matching = matchingService({ db, seekers, companies, messaging, ranking: config.ranking.kind });
  const applications = applicationsService({
    db,
    activity,
    companies,
    jobs,
    matching,
    messaging,
    saved,
    seekers,
  });
  const reminders = createInterviewReminders({ queue, log });
  const interviews = interviewsService({
    db,
    bus,
    mailer,
    mailFrom: config.mail.from,
    publicUrl: config.publicUrl,
    applications,
    jobs,
    messaging,
    notifier,
    reminders,
  });
  reminders.onDue((job) => interviews.sendReminder(job));
  const alertsQueue = createAlertsQueue({ queue, log });
  const alerts = alertsService({ db, config, mailer, log, jobs, matching, seekers, queue: alertsQueue });
  jobs.onPublished((jobId) => void alerts.jobPublished(jobId));
  alertsQueue.onPush((jobId) => alerts.pushForJob(jobId).then(() => undefined));
  alertsQueue.onDigest(() => alerts.runDigests());
  const dashboard = dashboardService(db);
  const chatModel = config.ai.model ? createChatModel(config.ai.model) : null;
  const coach = coachService({
    db,
    seekers,
    ai: config.ai,
    model: chatModel,
    log,
    onCrisisRouting: infra.onCrisisRouting,
  });
  const cv = cvService({
    db,
    seekers,
    applications,
    companies,
    coach,
    model: chatModel,
    timeoutMs: config.ai.timeoutMs,
    log,
  });
  const notices = noticesService({ db, mailer, publicUrl: config.publicUrl });
  const moderation = moderationService({ db, jobs, messaging, notices, sessionCache });
  const account = accountService({
    alerts,
    applications,
    coach,
    cv,
    companies,
    jobs,
    saved,
    matching,
    messaging,
    interviews,
    seekers,
    uploads,
    sessionCache,
  });
  return {
    uploads,
    activity,
    companies,
    jobs,
    closing,
    seekers,
    saved,
    messaging,
    notifier,
    liveHub,
    matching,
    applications,
    interviews,
    reminders,
    dashboard,
    coach,
    cv,
    notices,
    moderation,
    alerts,
    alertsQueue,
    account,
  };
}

export type Services = ReturnType<typeof createServices>;

import { z } from 'zod';
import { ACTIVITY_TYPES } from '../rules/activity';

export const activityItemSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  body: z.string().nullable(),
  refId: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/dashboard/hirer: every figure is counted from the employer's own rows. */
export const hirerDashboardSchema = z.object({
  companyName: z.string().nullable(),
  /** The contact seekers see in messages; null until given (the dashboard asks for it). */
  contactName: z.string().nullable(),
  /** Jobs not archived (active and drafts). */
  activeJobs: z.number().int(),
  /** Applications to the employer's jobs (withdrawn ones are gone). */
  totalApplications: z.number().int(),
  /** Applications still in status new. */
  newApplicants: z.number().int(),
  /** Applicants the employer recorded as hired. */
  hires: z.number().int(),
  /** Unread messages (0 until messaging exists). */
  unreadMessages: z.number().int(),
  recentActivity: z.array(activityItemSchema),
});
export type HirerDashboard = z.infer<typeof hirerDashboardSchema>;

/** GET /api/dashboard/seeker */
export const seekerDashboardSchema = z.object({
  applications: z.number().int(),
  /** Applications under review (the "n pending" badge). */
  pendingApplications: z.number().int(),
  savedJobs: z.number().int(),
  /** Unread messages (0 until messaging exists). */
  messages: z.number().int(),
  /** Profile completion in percent, from the seeker's profile (0 without one). */
  profileCompletion: z.number().int().min(0).max(100),
  /** The seeker's latest hire in the last 30 days: the dashboard celebrates it. */
  hired: z.object({ applicationId: z.string(), jobTitle: z.string(), companyName: z.string() }).nullable(),
  recentActivity: z.array(activityItemSchema),
});
export type SeekerDashboard = z.infer<typeof seekerDashboardSchema>;

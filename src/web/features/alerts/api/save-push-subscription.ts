import type { PushSubscriptionBody } from '@shared/contracts/job-search';
import { api } from '@web/lib/api-client';

/** Tells the server where to send this device's pushes (the subscription's toJSON()). */
export const savePushSubscription = (body: PushSubscriptionBody) =>
  api<void>('/api/push/subscriptions', { body });

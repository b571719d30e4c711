import type { LoaderFunctionArgs } from 'react-router';
import { conversationQueryOptions, conversationsQueryOptions } from '@web/features/messaging/api/queries';
import { preload } from './preload';

/** The messages screens' reads: one conversation, or the list (unless a link opens one first). */
export function messagesLoader({ request, params }: LoaderFunctionArgs) {
  if (params.id) return preload([conversationQueryOptions(params.id)]);
  const opensOne = ['match', 'application', 'seeker'].some((key) =>
    new URL(request.url).searchParams.has(key),
  );
  return opensOne ? null : preload([conversationsQueryOptions('')]);
}

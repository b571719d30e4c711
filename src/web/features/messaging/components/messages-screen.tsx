import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type {
  Conversation,
  Message,
  OpenConversationInput,
  ParticipantRole,
} from '@shared/contracts/messaging';
import { MESSAGING_MESSAGES } from '@shared/contracts/messaging';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useConversation } from '../api/queries';
import { openConversation } from '../api/mutations';
import { ConversationList } from './conversation-list';
import { ConversationHeader } from './conversation-header';
import { Thread } from './thread';

/** What other features add to a conversation; the route screen passes them (features never import each other). */
export interface ConversationExtras {
  /** The card of a message that carries an interview (`interviewId`), in place of its bubble. */
  renderInterview?: (message: Message, conversation: Conversation) => ReactNode;
  /** Buttons beside the conversation's job line (the employer's "Propose interview"). */
  conversationActions?: (conversation: Conversation) => ReactNode;
}

/**
 * /hirer-messages and /seeker-messages: the list, or one conversation by id. `?match=`,
 * `?application=` or `?seeker=` (&job=) open the conversation for it first (created if new);
 * `&propose=1` is kept for the conversation (it opens the interview dialog there).
 */
export function MessagesScreen({ role, ...extras }: { role: ParticipantRole } & ConversationExtras) {
  const basePath = role === 'hirer' ? '/hirer-messages' : '/seeker-messages';
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const opening = useRef(false);

  const query = params.toString();
  const target = useMemo((): OpenConversationInput | null => {
    const search = new URLSearchParams(query);
    if (search.get('match')) return { matchId: search.get('match')! };
    if (search.get('application')) return { applicationId: search.get('application')! };
    if (search.get('seeker'))
      return { seekerUserId: search.get('seeker')!, jobId: search.get('job') ?? null };
    return null;
  }, [query]);

  useEffect(() => {
    if (!target || opening.current) return;
    opening.current = true;
    const propose = new URLSearchParams(query).get('propose') === '1' ? '?propose=1' : '';
    openConversation(target)
      .then(({ id: conversationId }) =>
        navigate(`${basePath}/${conversationId}${propose}`, { replace: true }),
      )
      .catch((err) => {
        notify.error('Error', errorMessage(err));
        navigate(basePath, { replace: true });
      })
      .finally(() => {
        opening.current = false;
      });
  }, [target, query, basePath, navigate]);

  if (target) return <Spinner label="Opening conversation" />;
  if (id) return <ConversationScreen id={id} basePath={basePath} {...extras} />;
  return (
    <div className="flex flex-col gap-3">
      <PageHeader title="Messages" />
      <ConversationList role={role} basePath={basePath} />
    </div>
  );
}

function ConversationScreen({
  id,
  basePath,
  renderInterview,
  conversationActions,
}: { id: string; basePath: string } & ConversationExtras) {
  const { data, isPending, isError } = useConversation(id);
  const actions = data && conversationActions?.(data);
  return (
    // The thread fills the screen under the top bar, so the composer sits above the keyboard.
    <div className="flex h-[calc(100dvh-5.5rem)] flex-col">
      <PageHeader title="Conversation" back={basePath} />
      {isPending ? (
        <Spinner label="Loading conversation" />
      ) : isError ? (
        <p role="alert" className="text-center text-red-800">
          {MESSAGING_MESSAGES.loadConversationFailed}
        </p>
      ) : (
        <>
          <ConversationHeader conversation={data} />
          {(data.jobTitle || actions) && (
            <div className="mt-2 flex flex-wrap items-center gap-2 empty:hidden">
              {data.jobTitle && (
                <p className="min-w-0 flex-1 basis-48 rounded-xl bg-leaf-50 px-3 py-2 text-sm font-semibold text-leaf-900">
                  Regarding: {data.jobTitle}
                </p>
              )}
              {actions}
            </div>
          )}
          <Thread conversation={data} renderInterview={renderInterview} />
        </>
      )}
    </div>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { OpenConversationInput, ParticipantRole } from '@shared/contracts/messaging';
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

/**
 * /hirer-messages and /seeker-messages: the list, or one conversation by id. `?match=`,
 * `?application=` or `?seeker=` (&job=) open the conversation for it first (created if new).
 */
export function MessagesScreen({ role }: { role: ParticipantRole }) {
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
    openConversation(target)
      .then(({ id: conversationId }) => navigate(`${basePath}/${conversationId}`, { replace: true }))
      .catch((err) => {
        notify.error('Error', errorMessage(err));
        navigate(basePath, { replace: true });
      })
      .finally(() => {
        opening.current = false;
      });
  }, [target, basePath, navigate]);

  if (target) return <Spinner label="Opening conversation" />;
  if (id) return <ConversationScreen id={id} basePath={basePath} />;
  return (
    <div className="flex flex-col gap-3">
      <PageHeader title="Messages" />
      <ConversationList role={role} basePath={basePath} />
    </div>
  );
}

function ConversationScreen({ id, basePath }: { id: string; basePath: string }) {
  const { data, isPending, isError } = useConversation(id);
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
          {data.jobTitle && (
            <p className="mt-2 rounded-xl bg-leaf-50 px-3 py-2 text-sm font-semibold text-leaf-900">
              Regarding: {data.jobTitle}
            </p>
          )}
          <Thread conversation={data} />
        </>
      )}
    </div>
  );
}

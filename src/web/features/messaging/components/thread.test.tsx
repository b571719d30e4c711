import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Conversation, LiveEvent, Message, MessagesPage } from '@shared/contracts/messaging';
import { realtime } from '@web/lib/realtime';
import { Thread } from './thread';

const CONVERSATION_ID = '5d1f0a52-2b0e-4d8e-9a51-3c2f4f1f9a10';

const CONVERSATION: Conversation = {
  id: CONVERSATION_ID,
  otherName: 'Northgate Logistics',
  employerContactName: 'Sam',
  otherImageUrl: null,
  jobTitle: 'Warehouse Operative',
  lastMessage: null,
  lastMessageAt: new Date().toISOString(),
  lastMessageFromMe: false,
  unreadCount: 0,
  closed: null,
  sample: false,
  myRole: 'seeker',
  otherOnline: true,
  blockedBy: null,
  myReadId: 0,
  otherReadId: 0,
  seekerUserId: 'seeker-1',
  jobId: null,
};

let nextId = 1;
function message(from: 'seeker' | 'hirer', body: string, clientId: string | null = null): Message {
  return {
    id: nextId++,
    conversationId: CONVERSATION_ID,
    senderRole: from,
    body,
    clientId,
    interviewId: null,
    createdAt: new Date().toISOString(),
  };
}

/**
 * The API at the network edge: the conversation's messages, and what the thread asked of it.
 * `reachable: false` is a dropped connection (fetch rejects, as a browser's does).
 */
function fakeApi() {
  const state = {
    messages: [] as Message[],
    reachable: true,
    requests: [] as string[],
    /** Every message the thread tried to send, reached or not. */
    posted: [] as { clientId: string; body: string }[],
  };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    state.requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const base = `/api/conversations/${CONVERSATION_ID}`;
    const sending = url.pathname === `${base}/messages` && init?.method === 'POST';
    if (sending) state.posted.push(JSON.parse(String(init.body)) as { clientId: string; body: string });
    if (!state.reachable) throw new TypeError('Failed to fetch');
    if (sending) {
      const sent = state.posted.at(-1)!;
      // Stored once per client id, as the server does.
      const stored =
        state.messages.find((m) => m.clientId === sent.clientId) ??
        message('seeker', sent.body, sent.clientId);
      if (!state.messages.includes(stored)) state.messages.push(stored);
      return json(stored);
    }
    if (url.pathname === `${base}/messages`) {
      const after = Number(url.searchParams.get('after') ?? 0);
      const page: MessagesPage = { items: state.messages.filter((m) => m.id > after), hasMore: false };
      return json(page);
    }
    if (url.pathname === `${base}/read`) return json({ lastReadId: 0 });
    return new Response(null, { status: 404 });
  });
  return { state, fetch };
}

/** The browser's WebSocket, played by the test: it opens, brings events and drops. */
class FakeSocket {
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }
  connect() {
    this.readyState = FakeSocket.OPEN;
    act(() => this.onopen?.());
  }
  bring(event: LiveEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
  drop() {
    this.readyState = 3;
    act(() => this.onclose?.({ code: 1006 }));
  }
}

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  nextId = 1;
  api = fakeApi();
  FakeSocket.opened = [];
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  realtime.stop();
  vi.unstubAllGlobals();
});

function renderThread() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Thread conversation={CONVERSATION} />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** The bubbles as a screen reader reads them ("They wrote: …"), oldest first. */
const bubbles = () =>
  within(screen.getByRole('region', { name: 'Messages' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);

describe('the message thread', () => {
  it('shows the conversation oldest first, each live message once and in its place', async () => {
    api.state.messages = [message('hirer', 'Thanks for applying'), message('seeker', 'Thank you!')];
    realtime.start();
    renderThread();
    await waitFor(() =>
      expect(bubbles()).toEqual(['They wrote: Thanks for applying', 'You wrote: Thank you!']),
    );
    // Opening it marks their newest message read.
    await waitFor(() =>
      expect(api.state.requests).toContain(`POST /api/conversations/${CONVERSATION_ID}/read`),
    );

    const socket = FakeSocket.opened[0];
    socket.connect();
    const first = message('hirer', 'We liked your CV.');
    const second = message('hirer', 'Can you come in on Tuesday?');
    socket.bring({ type: 'message', message: second });
    socket.bring({ type: 'message', message: first });
    socket.bring({ type: 'message', message: first });
    expect(bubbles()).toEqual([
      'They wrote: Thanks for applying',
      'You wrote: Thank you!',
      'They wrote: We liked your CV.',
      'They wrote: Can you come in on Tuesday?',
    ]);
  });

  it('catches up on what came while the connection was down, asking only for what it missed', async () => {
    api.state.messages = [message('hirer', 'Thanks for applying')];
    realtime.start();
    renderThread();
    await waitFor(() => expect(bubbles()).toEqual(['They wrote: Thanks for applying']));
    const first = FakeSocket.opened[0];
    first.connect();
    // Nothing happened for longer than the page has been open: nothing to catch up on.
    first.bring({ type: 'hello', userId: 'seeker-1', quietMs: 1e12 });
    const live = message('hirer', 'Are you free this week?');
    first.bring({ type: 'message', message: live });

    first.drop();
    api.state.messages.push(live, message('hirer', 'Tuesday at 10?'), message('hirer', 'Or Wednesday.'));
    api.state.requests = [];
    // Back online: it connects again at once and the server says hello (something happened).
    act(() => void window.dispatchEvent(new Event('online')));
    expect(FakeSocket.opened).toHaveLength(2);
    const second = FakeSocket.opened[1];
    second.connect();
    second.bring({ type: 'hello', userId: 'seeker-1', quietMs: 0 });

    await waitFor(() =>
      expect(bubbles()).toEqual([
        'They wrote: Thanks for applying',
        'They wrote: Are you free this week?',
        'They wrote: Tuesday at 10?',
        'They wrote: Or Wednesday.',
      ]),
    );
    expect(api.state.requests).toContain(
      `GET /api/conversations/${CONVERSATION_ID}/messages?after=${live.id}`,
    );
  });

  it('offers a message that could not be sent for resending, and stores it once', async () => {
    const { user } = renderThread();
    await screen.findByText('No messages yet. Say hello!');
    api.state.reachable = false;
    const composer = screen.getByRole('textbox', { name: 'Message Northgate Logistics' });
    await user.type(composer, 'I can do Tuesday.{Enter}');

    const retry = await screen.findByRole('button', { name: 'Not sent — retry' });
    expect(composer).toHaveProperty('value', '');
    expect(bubbles()).toEqual(['I can do Tuesday.']);

    api.state.reachable = true;
    await user.click(retry);
    await waitFor(() => expect(bubbles()).toEqual(['You wrote: I can do Tuesday.']));
    expect(screen.queryByRole('button', { name: 'Not sent — retry' })).toBeNull();
    expect(api.state.posted).toHaveLength(2);
    expect(api.state.posted[1]).toEqual(api.state.posted[0]);
    expect(api.state.messages).toHaveLength(1);
  });

  it('keeps an unsent message through a reload, and sends it again with the same client id', async () => {
    const first = renderThread();
    await screen.findByText('No messages yet. Say hello!');
    api.state.reachable = false;
    await first.user.type(screen.getByRole('textbox', { name: /^Message/ }), 'See you then.{Enter}');
    await screen.findByRole('button', { name: 'Not sent — retry' });
    first.unmount();

    api.state.reachable = true;
    renderThread();
    await waitFor(() => expect(bubbles()).toEqual(['You wrote: See you then.']));
    expect(screen.queryByRole('button', { name: 'Not sent — retry' })).toBeNull();
    expect(api.state.posted).toHaveLength(2);
    // The same client id: had the lost attempt reached the server, it would be stored once.
    expect(api.state.posted[1].clientId).toBe(api.state.posted[0].clientId);
  });
});

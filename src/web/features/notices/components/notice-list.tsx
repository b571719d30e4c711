import { useMarkNoticeRead, useNotices } from '../api/notices';

/** Notices from the NewLeaf team (a warning, a report handled, a job checked), until read. */
export function NoticeList({ enabled }: { enabled: boolean }) {
  const notices = useNotices(enabled);
  const markRead = useMarkNoticeRead();
  if (!notices.data?.length) return null;
  return (
    <section aria-label="Messages from the NewLeaf team" className="mb-4 flex flex-col gap-2">
      {notices.data.map((n) => (
        <div key={n.id} className="rounded-xl border border-leaf-200 bg-leaf-50 p-3 text-sm text-ink">
          <p className="font-bold">From the NewLeaf team</p>
          <p className="mt-1 break-words">{n.body}</p>
          <button
            type="button"
            className="mt-2 min-h-10 rounded-lg px-3 font-semibold text-leaf-900 underline hover:bg-leaf-100"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(n.id)}
          >
            Got it
          </button>
        </div>
      ))}
    </section>
  );
}

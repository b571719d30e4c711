import { Logo } from '@web/components/ui/logo';

// index.html shows the same "Loading" until this code runs. If it was already on screen (a slow
// network), this one takes its place as it is instead of fading in again.
const shownByPage = (() => {
  const pageNote = document.querySelector('#root > [role="status"]');
  return pageNote !== null && Number(getComputedStyle(pageNote).opacity) > 0;
})();

/**
 * What a visit shows while its first screen's code and data load (the router waits up to 2 s for
 * the data, see preload.ts): nothing at first, so a quick load does not flash it, then the leaf
 * and "Loading NewLeaf…".
 */
export function FirstLoad() {
  return (
    <div
      role="status"
      className={`flex min-h-screen flex-col items-center justify-center gap-3 p-6 ${shownByPage ? '' : 'animate-appear-late'}`}
    >
      <Logo className="h-12 w-12" />
      <p className="text-muted">Loading NewLeaf…</p>
    </div>
  );
}

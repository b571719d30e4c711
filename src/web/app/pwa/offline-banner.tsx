import { useOnline } from './use-online';

export const OFFLINE_TITLE = "You're offline";

/**
 * Shown on every screen while the connection is gone: the app itself still opens (the service
 * worker keeps it), but nothing personal is stored offline, so say what works and what waits.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <div className="sticky top-0 z-40 flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-gray-900">
          <WifiOffIcon />
          <p>
            <strong className="font-semibold">{OFFLINE_TITLE}.</strong> NewLeaf still opens and screens you've
            already loaded stay on screen. New cards, messages and changes need a connection — they'll load
            again as soon as you're back online.
          </p>
        </div>
      )}
    </div>
  );
}

/**
 * lucide's "wifi-off" drawn as lucide draws it: the banner is in the entry, which carries no icon
 * library (lucide's runtime comes with the first screen that needs it).
 */
function WifiOffIcon() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 h-5 w-5 shrink-0 text-amber-800"
    >
      <path d="M12 20h.01" />
      <path d="M8.5 16.429a5 5 0 0 1 7 0" />
      <path d="M5 12.859a10 10 0 0 1 5.17-2.69" />
      <path d="M19 12.859a10 10 0 0 0-2.007-1.523" />
      <path d="M2 8.82a15 15 0 0 1 4.177-2.643" />
      <path d="M22 8.82a15 15 0 0 0-11.288-3.764" />
      <path d="m2 2 20 20" />
    </svg>
  );
}

import { WifiOff } from 'lucide-react';
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
          <WifiOff aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
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

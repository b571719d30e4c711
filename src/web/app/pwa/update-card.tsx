import { Button } from '@web/components/ui/button';

/** The offer to reload into a new version (see UpdatePrompt): loaded only when one is waiting. */
export default function UpdateCard({ onLater, onReload }: { onLater: () => void; onReload: () => void }) {
  return (
    <section
      aria-labelledby="update-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-gray-300 bg-white p-4 text-gray-900 shadow-lg"
    >
      <p id="update-title" role="status" className="flex-1 text-sm">
        A new version of NewLeaf is available.
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onLater}>
          Later
        </Button>
        <Button size="sm" onClick={onReload}>
          Reload
        </Button>
      </div>
    </section>
  );
}

import type { RefObject } from 'react';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { SavedSearchList } from './saved-search-list';

/**
 * The saved searches from the Discover screen, open while mounted (loaded with its first opening;
 * the screen's "Saved searches" button is the trigger the focus goes back to). Opening one closes
 * it, and the screen shows that search's jobs.
 */
export function SavedSearchesDialog({
  onClose,
  trigger,
}: {
  onClose: () => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        side="right"
        title="Saved searches"
        description="Show a search's jobs, or choose how you hear about new ones."
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SavedSearchList onOpen={onClose} />
      </DialogContent>
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import { MATCH_TEXT, SWIPE_CONSTANTS, type DiscoverCardType, type Match } from '@shared/contracts/matching';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { SampleBadge } from '@web/components/ui/sample-badge';

/** 'It's a Match!' for 3 seconds, with Send Message (the conversation) and Keep Swiping. */
export function MatchOverlay({
  open,
  type,
  match,
  sample = false,
  messagesPath,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  type: DiscoverCardType;
  match: Match | null;
  /** The other side is of the invented sample world (labelled, as on its card). */
  sample?: boolean;
  messagesPath: (match: Match) => string;
  onClose: () => void;
  /** Where the focus goes when it closes (the dialog has no trigger to go back to). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const navigate = useNavigate();
  // Shown for 3 seconds; once the user points at it or uses a key in it, it stays until closed
  // (so nobody loses it while reading or tabbing to Send Message).
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!open) {
      setHeld(false);
      return;
    }
    if (held) return;
    const timer = setTimeout(onClose, SWIPE_CONSTANTS.matchOverlayMs);
    return () => clearTimeout(timer);
  }, [open, held, onClose]);

  // The dialog is modal and takes the focus (first on its Close button), so any key pressed
  // while it is open is used in it: a keyboard user's first Tab already keeps it.
  useEffect(() => {
    if (!open) return;
    const hold = () => setHeld(true);
    window.addEventListener('keydown', hold);
    return () => window.removeEventListener('keydown', hold);
  }, [open]);

  const who = match ? (type === 'job' ? match.companyName : match.seekerDisplayName) : '';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        title={MATCH_TEXT.title}
        description={type === 'job' ? MATCH_TEXT.job : MATCH_TEXT.seeker}
      >
        <div
          className="flex flex-col items-center gap-4 text-center"
          onPointerEnter={() => setHeld(true)}
          onPointerDown={() => setHeld(true)}
        >
          <Heart aria-hidden className="h-14 w-14 fill-leaf-200 text-leaf-800" />
          {match && (
            <p className="text-sm text-muted">
              {who} · {match.jobTitle}
              {sample && <SampleBadge className="ml-2 align-middle" />}
            </p>
          )}
          <div className="flex w-full flex-col gap-2">
            <Button
              onClick={() => {
                if (!match) return;
                onClose();
                navigate(messagesPath(match));
              }}
            >
              Send Message
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Keep Swiping
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

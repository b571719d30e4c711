import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
  side,
  onCloseAutoFocus,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /** 'left' renders a drawer; default is a centred dialog. */
  side?: 'left' | 'right';
  /** Where the focus goes on closing, for a dialog opened without its trigger (preventDefault). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 bg-white p-5 shadow-xl focus:outline-none',
          side === 'left' && 'inset-y-0 left-0 w-[min(20rem,85vw)] overflow-y-auto',
          side === 'right' && 'inset-y-0 right-0 w-[min(26rem,100vw)] overflow-y-auto',
          !side &&
            'left-1/2 top-1/2 max-h-[90vh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl',
          className,
        )}
        aria-describedby={description ? undefined : undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="mb-3 flex items-start justify-between gap-2">
          <DialogPrimitive.Title className="text-lg font-bold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="-m-2 rounded-lg p-2 text-muted hover:bg-gray-100"
            aria-label="Close"
          >
            <X aria-hidden className="h-5 w-5" />
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="mb-3 text-sm text-muted">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

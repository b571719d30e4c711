import { LifeBuoy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { NEED_HELP_LINES } from '../crisis-lines';

/**
 * "Need help now?": always on the coach and AI chat screens, above the conversation. Opens every
 * crisis line, each one tap away; closing (Escape, Close) hands the focus back to the button.
 */
export function NeedHelpNow() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger-outline" className="self-start">
          <LifeBuoy aria-hidden className="h-5 w-5" /> Need help now?
        </Button>
      </DialogTrigger>
      <DialogContent title="Help is available now" description="If you are in immediate danger, call 999.">
        <p className="mb-3 text-sm">
          You don&apos;t have to go through this on your own. These services are free and confidential.
        </p>
        <ul className="flex flex-col gap-3">
          {NEED_HELP_LINES.map((line) => (
            <li key={line.id} className="rounded-xl border border-gray-200 p-3">
              <span className="block font-semibold">{line.name}</span>
              {line.href ? (
                <a
                  className="inline-flex min-h-11 items-center text-lg font-bold text-red-900 underline"
                  href={line.href}
                >
                  {line.contact}
                </a>
              ) : (
                <span className="block">{line.contact}</span>
              )}
              <span className="block text-sm text-muted">{line.hours}.</span>
              <span className="block text-sm">{line.whatFor}.</span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

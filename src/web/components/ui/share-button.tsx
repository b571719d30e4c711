import { useRef } from 'react';
import { notify } from '@web/lib/notify';
import { Button, type ButtonProps } from './button';
import type { ShareData } from './share-link';

/**
 * Share: the phone's share sheet where there is one, else the link copied ("Link copied"); when
 * neither works, the link in a toast to copy by hand. What it does loads on the first press (a
 * share sheet may open for some seconds after it), and it has no icon: Job Details, where it
 * sits, is at its script budget. Not disabled while the sheet is open, so the focus stays on it;
 * a second press meanwhile is ignored.
 */
export function ShareButton({
  data,
  ...props
}: { data: ShareData } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const sharing = useRef(false);
  const onClick = async () => {
    if (sharing.current) return;
    sharing.current = true;
    let outcome = 'show';
    try {
      const { browserShareWays, shareLink } = await import('./share-link');
      outcome = await shareLink(data, browserShareWays());
    } catch {
      // Not loaded (offline): the link is shown.
    }
    sharing.current = false;
    if (outcome === 'copied') notify.success('Link copied');
    else if (outcome === 'show') notify.info('Copy this link to share it', data.url);
  };
  return (
    <Button variant="secondary" {...props} onClick={() => void onClick()}>
      Share
    </Button>
  );
}

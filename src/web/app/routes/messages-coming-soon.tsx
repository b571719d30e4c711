import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { useMe } from '@web/features/auth/api/get-me';

/** /seeker-messages and /hirer-messages (and a conversation) until messaging lands. */
export function Component() {
  const { data } = useMe();
  const discover = data?.user?.role === 'hirer' ? '/hirer-discover' : '/seeker-discover';
  return (
    <div className="flex flex-col gap-3">
      <PageHeader title="Messages" back={-1} />
      <Card className="flex flex-col items-center gap-3 py-8 text-center">
        <MessageCircle aria-hidden className="h-10 w-10 text-leaf-800" />
        <h2 className="text-lg font-bold">Messaging is coming soon</h2>
        <p className="text-sm text-muted">Your matches are kept; you will be able to message them here.</p>
        <Link to={discover} className={buttonVariants({ variant: 'secondary' })}>
          Keep Swiping
        </Link>
      </Card>
    </div>
  );
}

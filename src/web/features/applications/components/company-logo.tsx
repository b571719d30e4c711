import { useState } from 'react';
import { Briefcase } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** The company's logo, or a briefcase when there is none or it fails to load. */
export function CompanyLogo({ url, large = false }: { url: string | null; large?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-leaf-50 text-leaf-800',
        large ? 'h-14 w-14' : 'h-12 w-12',
      )}
    >
      {url && !failed ? (
        <img src={url} alt="" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <Briefcase aria-hidden className="h-1/2 w-1/2" />
      )}
    </span>
  );
}

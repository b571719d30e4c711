import type { JobStatus } from '@shared/contracts/jobs';
import { cn } from '@web/lib/cn';

const STYLE: Record<JobStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-leaf-100 text-leaf-900' },
  draft: { label: 'Draft', className: 'bg-amber-100 text-amber-900' },
  archived: { label: 'Archived', className: 'bg-gray-200 text-gray-800' },
  held: { label: 'Held for review', className: 'bg-amber-100 text-amber-900' },
  rejected: { label: 'Not published', className: 'bg-red-100 text-red-900' },
  removed: { label: 'Taken down', className: 'bg-red-100 text-red-900' },
};

export function JobStatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  const { label, className: tone } = STYLE[status];
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold', tone, className)}>
      {label}
    </span>
  );
}

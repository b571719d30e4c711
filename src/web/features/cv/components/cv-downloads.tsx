import { Download, FileText } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';

const FILES = [
  { href: '/api/cv/download/pdf', label: 'Download PDF', variant: 'primary', Icon: Download },
  { href: '/api/cv/download/docx', label: 'ATS version (Word)', variant: 'secondary', Icon: FileText },
  { href: '/api/cv/download/txt', label: 'Plain text', variant: 'secondary', Icon: FileText },
] as const;

/**
 * The real files, made on the server from the saved CV. While the latest changes are still being
 * saved the links wait (a download then would give the older CV, or none for a new one).
 */
export function CvDownloads({ saving = false }: { saving?: boolean }) {
  const [pdf, ...ats] = FILES.map(({ href, label, variant, Icon }) =>
    saving ? (
      <span
        key={href}
        role="link"
        aria-disabled="true"
        className={`${buttonVariants({ variant })} pointer-events-none opacity-60`}
      >
        <Icon aria-hidden className="h-5 w-5" /> {label}
      </span>
    ) : (
      <a key={href} href={href} download className={buttonVariants({ variant })}>
        <Icon aria-hidden className="h-5 w-5" /> {label}
      </a>
    ),
  );
  return (
    <div className="flex flex-col gap-2" aria-busy={saving}>
      {saving && <p className="text-sm text-gray-600">Saving your CV…</p>}
      {pdf}
      <div className="grid grid-cols-2 gap-2">{ats}</div>
    </div>
  );
}

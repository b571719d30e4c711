import { Download, FileText } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';

/** The real files, made on the server from the saved CV. */
export function CvDownloads() {
  return (
    <div className="flex flex-col gap-2">
      <a href="/api/cv/download/pdf" download className={buttonVariants({ variant: 'primary' })}>
        <Download aria-hidden className="h-5 w-5" /> Download PDF
      </a>
      <div className="grid grid-cols-2 gap-2">
        <a href="/api/cv/download/docx" download className={buttonVariants({ variant: 'secondary' })}>
          <FileText aria-hidden className="h-5 w-5" /> ATS version (Word)
        </a>
        <a href="/api/cv/download/txt" download className={buttonVariants({ variant: 'secondary' })}>
          <FileText aria-hidden className="h-5 w-5" /> Plain text
        </a>
      </div>
    </div>
  );
}

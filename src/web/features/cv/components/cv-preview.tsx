import type { CvData } from '@shared/contracts/cv';
import { cvDocument } from '@shared/rules/cv-document';

/**
 * Emoji as the PDF leaves them out (the server's render/text-layout.ts): colour emoji, flags and
 * keycaps. The Word and text files keep them.
 */
const EMOJI = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\uFE0F|\u20E3/u;

/** The CV as the files will read (the same words in the same order), on screen. */
export function CvPreview({ cv }: { cv: CvData }) {
  const doc = cvDocument(cv);
  const hasEmoji = EMOJI.test(JSON.stringify(doc));
  return (
    <article
      aria-label="CV preview"
      className="rounded-2xl border border-gray-300 bg-white p-4 text-sm shadow-sm"
    >
      <h3 className="text-xl font-bold text-leaf-900">{doc.name}</h3>
      {doc.targetTitle && <p className="font-semibold text-leaf-900">{doc.targetTitle}</p>}
      {doc.contact.map((line) => (
        <p key={line} className="text-muted">
          {line}
        </p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading} className="mt-3">
          <h4 className="border-b border-leaf-800 pb-0.5 text-xs font-bold tracking-wider text-leaf-900 uppercase">
            {section.heading}
          </h4>
          {section.paragraphs?.map((p) => (
            <p key={p} className="mt-1">
              {p}
            </p>
          ))}
          {section.lines?.map((l) => (
            <p key={l} className="mt-1">
              {l}
            </p>
          ))}
          {section.entries?.map((e, i) => (
            <div key={`${e.title}-${i}`} className="mt-2">
              <p>
                <span className="font-semibold">{e.title}</span>{' '}
                {e.subtitle && <span className="text-leaf-900">{e.subtitle}</span>}
              </p>
              {e.dates && <p className="text-xs text-muted italic">{e.dates}</p>}
              {e.bullets.length > 0 && (
                <ul className="ml-4 list-disc">
                  {e.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>
      ))}
      {hasEmoji && (
        <p role="note" className="mt-3 text-xs text-muted">
          Emoji are left out of the PDF, so it prints cleanly everywhere. The Word and text files keep them.
        </p>
      )}
    </article>
  );
}

import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { CvTemplate } from '@shared/contracts/cv';
import type { CvDocument, CvEntry, CvSection } from '@shared/rules/cv-document';

const require = createRequire(import.meta.url);
// Roboto ships with pdfmake and is embedded in every PDF (no reliance on the reader's fonts).
const ROBOTO = require('pdfmake/fonts/Roboto.js') as { Roboto: Record<string, string> };
const FONT_DIR = path.dirname(ROBOTO.Roboto.normal!);
pdfmake.setFonts(ROBOTO);
// The CV holds only text: no URL is fetched and only the fonts are read from disk.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR));

interface Look {
  accent: string;
  text: string;
  nameSize: number;
  nameAlign: 'left' | 'center';
  heading: (title: string) => Content;
}

const rule = (colour: string, width = 515) => ({
  canvas: [{ type: 'line' as const, x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 1, lineColor: colour }],
  margin: [0, 2, 0, 6] as [number, number, number, number],
});

const LOOKS: Record<CvTemplate, Look> = {
  modern: {
    accent: '#166534',
    text: '#1f2937',
    nameSize: 24,
    nameAlign: 'left',
    heading: (title) => [
      {
        text: title.toUpperCase(),
        bold: true,
        fontSize: 11,
        color: '#166534',
        characterSpacing: 1,
        margin: [0, 12, 0, 0],
      },
      rule('#166534'),
    ],
  },
  classic: {
    accent: '#111827',
    text: '#111827',
    nameSize: 22,
    nameAlign: 'center',
    heading: (title) => [{ text: title, bold: true, fontSize: 13, margin: [0, 12, 0, 0] }, rule('#111827')],
  },
  minimal: {
    accent: '#374151',
    text: '#111827',
    nameSize: 20,
    nameAlign: 'left',
    heading: (title) => ({ text: title, bold: true, fontSize: 12, color: '#111827', margin: [0, 14, 0, 4] }),
  },
};

/**
 * One job, qualification or certificate: the title on its own line (a long title no longer drags
 * the company onto a broken line after it), then the company and place with the dates, then the
 * bullets. Kept on one page: the schema's limits (12 achievements of 300 characters) keep the
 * largest entry well under a page, and pdfmake would drop what does not fit in an unbreakable block.
 */
function entry(e: CvEntry, look: Look): Content {
  const out: Content[] = [{ text: e.title, bold: true, margin: [0, 6, 0, 0] }];
  const detail = [
    ...(e.subtitle ? [{ text: e.subtitle, color: look.accent }] : []),
    ...(e.subtitle && e.dates ? [{ text: '  ·  ', color: '#6b7280' }] : []),
    ...(e.dates ? [{ text: e.dates, italics: true, color: '#4b5563' }] : []),
  ];
  if (detail.length) out.push({ text: detail, fontSize: 9.5 });
  if (e.bullets.length) out.push({ ul: e.bullets, margin: [6, 2, 0, 0] });
  return { stack: out, unbreakable: true };
}

/** A section's pieces in order; the heading stays on the page of the first piece. */
function section(s: CvSection, look: Look): Content[] {
  const pieces: Content[] = [
    ...(s.paragraphs ?? []).map((p): Content => ({ text: p, margin: [0, 2, 0, 0] })),
    ...(s.lines ?? []).map((line): Content => ({ text: line, margin: [0, 1, 0, 0] })),
    ...(s.entries ?? []).map((e) => entry(e, look)),
  ];
  const [first, ...rest] = pieces;
  return [{ stack: [look.heading(s.heading), ...(first ? [first] : [])], unbreakable: true }, ...rest];
}

/** An A4 PDF in the chosen template, text selectable in reading order, as many pages as it needs. */
export async function cvPdf(doc: CvDocument, template: CvTemplate): Promise<Buffer> {
  const look = LOOKS[template];
  const content: Content[] = [
    {
      text: doc.name,
      fontSize: look.nameSize,
      bold: true,
      color: template === 'modern' ? look.accent : look.text,
      alignment: look.nameAlign,
    },
    ...(doc.targetTitle
      ? [
          {
            text: doc.targetTitle,
            fontSize: 12,
            bold: true,
            color: look.accent,
            alignment: look.nameAlign,
            margin: [0, 1, 0, 2] as [number, number, number, number],
          },
        ]
      : []),
    ...doc.contact.map((line): Content => ({
      text: line,
      fontSize: 9.5,
      color: '#374151',
      alignment: look.nameAlign,
    })),
  ];
  if (template === 'modern') content.push(rule('#166534'));
  for (const s of doc.sections) content.push(...section(s, look));
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: `${doc.name} CV`, creator: 'NewLeaf' },
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2, color: look.text },
    content,
    footer: (page, pages) =>
      pages > 1
        ? {
            text: `${doc.name} · page ${page} of ${pages}`,
            alignment: 'center',
            fontSize: 8,
            color: '#6b7280',
          }
        : '',
  };
  return pdfmake.createPdf(definition).getBuffer();
}

import PDFDocument from 'pdfkit';
import type { CvTemplate } from '@shared/contracts/cv';
import type { CvDocument, CvEntry, CvSection } from '@shared/rules/cv-document';
import { PdfText } from './pdf-text';
import { layoutParagraph, textWidth, type Line, type Span, type TextStyle } from './text-layout';

/**
 * The CV as an A4 PDF: one column, text selectable in reading order, each font embedded as a
 * subset. Laid out here (pdfmake could not shape Arabic or Bengali, nor order right-to-left text;
 * see docs/decisions/0012-cv-pdf-scripts.md) with pdfmake's measures, so the templates look and
 * break across pages as before: lines 1.2 times the font's height, a job kept on one page, a
 * section heading kept with what follows it, "name · page n of m" under every page of a longer CV.
 */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 40, top: 40, right: 40, bottom: 48 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;

type Margin = [left: number, top: number, right: number, bottom: number];
/** 'start': left, or right for a paragraph that reads right to left. */
type Align = 'start' | 'left' | 'center';

interface TextBlock {
  kind: 'text';
  spans: Span[];
  align: Align;
  margin?: Margin;
}
interface RuleBlock {
  kind: 'rule';
  color: string;
}
interface ListBlock {
  kind: 'list';
  items: string[];
  style: TextStyle;
  margin: Margin;
}
interface StackBlock {
  kind: 'stack';
  children: Block[];
  /** Kept on one page when it fits on one. */
  unbreakable?: boolean;
}
type Block = TextBlock | RuleBlock | ListBlock | StackBlock;

interface Look {
  accent: string;
  text: string;
  nameSize: number;
  nameAlign: 'left' | 'center';
  heading: (title: string, base: TextStyle) => Block[];
}

const rule = (color: string): RuleBlock => ({ kind: 'rule', color });
const text = (spans: Span[], align: Align = 'start', margin?: Margin): TextBlock => ({
  kind: 'text',
  spans,
  align,
  margin,
});

const LOOKS: Record<CvTemplate, Look> = {
  modern: {
    accent: '#166534',
    text: '#1f2937',
    nameSize: 24,
    nameAlign: 'left',
    heading: (title, base) => [
      text(
        [
          {
            text: title.toUpperCase(),
            style: { ...base, bold: true, size: 11, color: '#166534', characterSpacing: 1 },
          },
        ],
        'left',
        [0, 12, 0, 0],
      ),
      rule('#166534'),
    ],
  },
  classic: {
    accent: '#111827',
    text: '#111827',
    nameSize: 22,
    nameAlign: 'center',
    heading: (title, base) => [
      text([{ text: title, style: { ...base, bold: true, size: 13 } }], 'left', [0, 12, 0, 0]),
      rule('#111827'),
    ],
  },
  minimal: {
    accent: '#374151',
    text: '#111827',
    nameSize: 20,
    nameAlign: 'left',
    heading: (title, base) => [
      text(
        [{ text: title, style: { ...base, bold: true, size: 12, color: '#111827' } }],
        'left',
        [0, 14, 0, 4],
      ),
    ],
  },
};

/**
 * One job, qualification or certificate: the title on its own line, then the company and place
 * with the dates, then the bullets, kept on one page (the schema's limits keep the largest entry
 * well under a page).
 */
function entry(e: CvEntry, look: Look, base: TextStyle): Block {
  const small = { ...base, size: 9.5 };
  const detail: Span[] = [
    ...(e.subtitle ? [{ text: e.subtitle, style: { ...small, color: look.accent } }] : []),
    ...(e.subtitle && e.dates ? [{ text: '  ·  ', style: { ...small, color: '#6b7280' } }] : []),
    ...(e.dates ? [{ text: e.dates, style: { ...small, italic: true, color: '#4b5563' } }] : []),
  ];
  const children: Block[] = [
    text([{ text: e.title, style: { ...base, bold: true } }], 'start', [0, 6, 0, 0]),
  ];
  if (detail.length) children.push(text(detail));
  if (e.bullets.length) children.push({ kind: 'list', items: e.bullets, style: base, margin: [6, 2, 0, 0] });
  return { kind: 'stack', children, unbreakable: true };
}

/** A section's pieces in order; the heading stays on the page of the first piece. */
function section(s: CvSection, look: Look, base: TextStyle): Block[] {
  const pieces: Block[] = [
    ...(s.paragraphs ?? []).map((p) => text([{ text: p, style: base }], 'start', [0, 2, 0, 0])),
    ...(s.lines ?? []).map((line) => text([{ text: line, style: base }], 'start', [0, 1, 0, 0])),
    ...(s.entries ?? []).map((e) => entry(e, look, base)),
  ];
  const [first, ...rest] = pieces;
  return [
    {
      kind: 'stack',
      children: [...look.heading(s.heading, base), ...(first ? [first] : [])],
      unbreakable: true,
    },
    ...rest,
  ];
}

/** Something to draw at a height on the page, measured. */
interface Row {
  height: number;
  /** Margin space: not carried to the top of a new page. */
  space?: boolean;
  draw?: (out: PdfText, doc: PDFKit.PDFDocument, top: number) => void;
}
/** Rows that go on one page if they fit on one. */
interface Group {
  rows: Row[];
  keep: boolean;
}

interface LineRow extends Row {
  line: Line;
}

function lineRow(line: Line, left: number, width: number, align: 'left' | 'center' | 'right'): LineRow {
  const x =
    align === 'center'
      ? left + (width - line.width) / 2
      : align === 'right'
        ? left + width - line.width
        : left;
  return { line, height: line.height, draw: (out, _doc, top) => out.drawLine(line, x, top) };
}

/** A paragraph's lines, placed as aligned ('start': at the right if it reads right to left). */
function textRows(
  spans: Span[],
  left: number,
  width: number,
  align: Align,
): { rtl: boolean; lines: LineRow[] } {
  const paragraph = layoutParagraph(spans, width);
  const side = align === 'start' ? (paragraph.rtl ? 'right' : 'left') : align;
  return { rtl: paragraph.rtl, lines: paragraph.lines.map((line) => lineRow(line, left, width, side)) };
}

function rows(block: Block, left: number, width: number): Row[] {
  const margin = (block.kind === 'text' || block.kind === 'list' ? block.margin : undefined) ?? [0, 0, 0, 0];
  const inner = left + margin[0];
  const innerWidth = width - margin[0] - margin[2];
  const out: Row[] = margin[1] ? [{ height: margin[1], space: true }] : [];
  switch (block.kind) {
    case 'text':
      out.push(...textRows(block.spans, inner, innerWidth, block.align).lines);
      break;
    case 'rule':
      out.push({ height: 2, space: true });
      out.push({
        height: 0,
        draw: (_out, doc, top) => {
          doc
            .moveTo(inner, top)
            .lineTo(inner + 515, top)
            .lineWidth(1)
            .strokeColor(block.color)
            .stroke();
        },
      });
      out.push({ height: 6, space: true });
      break;
    case 'list': {
      // pdfmake's list: the text after a gap as wide as "9. ", a disc a sixth of the size across.
      const { style } = block;
      const gap = textWidth('9. ', style);
      const radius = style.size / 6;
      for (const item of block.items) {
        // An item that reads right to left has its disc at the right.
        const { rtl, lines } = layoutParagraph([{ text: item, style }], innerWidth - gap);
        const textLeft = rtl ? inner : inner + gap;
        const discX = rtl ? inner + innerWidth - radius : inner + radius;
        const [first, ...more] = lines.map((line) =>
          lineRow(line, textLeft, innerWidth - gap, rtl ? 'right' : 'left'),
        );
        if (!first) continue;
        out.push({
          height: first.height,
          draw: (pdfText, doc, top) => {
            // On the first line's baseline, a third of the size up (pdfmake's place for it).
            doc.circle(discX, top + first.line.ascent - style.size / 3, radius).fill(style.color);
            first.draw!(pdfText, doc, top);
          },
        });
        out.push(...more);
      }
      break;
    }
    case 'stack':
      out.push(...block.children.flatMap((child) => rows(child, inner, innerWidth)));
      break;
  }
  if (margin[3]) out.push({ height: margin[3], space: true });
  return out;
}

/** Rows placed on pages, top to bottom. */
function paginate(groups: Group[]): { row: Row; top: number }[][] {
  const pages: { row: Row; top: number }[][] = [[]];
  let y = MARGIN.top;
  const newPage = () => {
    pages.push([]);
    y = MARGIN.top;
  };
  for (const group of groups) {
    const height = group.rows.reduce((sum, r) => sum + r.height, 0);
    if (group.keep && y > MARGIN.top && y + height > BOTTOM + 0.01 && height <= BOTTOM - MARGIN.top)
      newPage();
    for (const row of group.rows) {
      if (row.space) {
        if (y > MARGIN.top) y = Math.min(y + row.height, BOTTOM);
        continue;
      }
      if (y > MARGIN.top && y + row.height > BOTTOM + 0.01) newPage();
      pages.at(-1)!.push({ row, top: y });
      y += row.height;
    }
  }
  return pages;
}

/** An A4 PDF in the chosen template, text selectable in reading order, as many pages as it needs. */
export async function cvPdf(doc: CvDocument, template: CvTemplate): Promise<Buffer> {
  const look = LOOKS[template];
  const base: TextStyle = {
    size: 10.5,
    lineHeight: 1.2,
    color: look.text,
    bold: false,
    italic: false,
  };
  const header: Block[] = [
    text(
      [
        {
          text: doc.name,
          style: {
            ...base,
            size: look.nameSize,
            bold: true,
            color: template === 'modern' ? look.accent : look.text,
          },
        },
      ],
      look.nameAlign,
    ),
    ...(doc.targetTitle
      ? [
          text(
            [{ text: doc.targetTitle, style: { ...base, size: 12, bold: true, color: look.accent } }],
            look.nameAlign,
            [0, 1, 0, 2],
          ),
        ]
      : []),
    ...doc.contact.map((line) =>
      text([{ text: line, style: { ...base, size: 9.5, color: '#374151' } }], look.nameAlign),
    ),
  ];
  if (template === 'modern') header.push(rule('#166534'));
  const blocks = [...header, ...doc.sections.flatMap((s) => section(s, look, base))];
  const groups = blocks.flatMap((block): Group[] => {
    const blockRows = rows(block, MARGIN.left, WIDTH);
    return block.kind === 'stack' && block.unbreakable
      ? [{ rows: blockRows, keep: true }]
      : blockRows.map((row) => ({ rows: [row], keep: false }));
  });
  const pages = paginate(groups);

  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    // No name, no default font: pdfkit would otherwise load Helvetica, which nothing here uses.
    font: '',
    info: { Title: `${doc.name} CV`, Creator: 'NewLeaf', Producer: 'NewLeaf' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const out = new PdfText(pdf);
  const footerStyle: TextStyle = { ...base, size: 8, color: '#6b7280' };
  pages.forEach((placed, i) => {
    pdf.addPage({ size: 'A4', margin: 0 });
    for (const { row, top } of placed) row.draw?.(out, pdf, top);
    if (pages.length > 1) {
      const footer = `${doc.name} · page ${i + 1} of ${pages.length}`;
      for (const row of textRows([{ text: footer, style: footerStyle }], 0, PAGE.width, 'center').lines) {
        row.draw!(out, pdf, BOTTOM);
      }
    }
  });
  out.finish();
  pdf.end();
  return done;
}

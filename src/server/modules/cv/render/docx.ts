import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { CvDocument } from '@shared/rules/cv-document';

/** The ATS Word version: one column, real headings, bulleted achievements, no tables or images. */
export async function cvDocx(doc: CvDocument): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(doc.name)] }),
    ...(doc.targetTitle
      ? [new Paragraph({ children: [new TextRun({ text: doc.targetTitle, bold: true })] })]
      : []),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Contact')] }),
    ...doc.contact.map((line) => new Paragraph({ children: [new TextRun(line)] })),
  ];
  for (const section of doc.sections) {
    children.push(
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }),
    );
    for (const p of section.paragraphs ?? []) children.push(new Paragraph({ children: [new TextRun(p)] }));
    for (const line of section.lines ?? []) children.push(new Paragraph({ children: [new TextRun(line)] }));
    for (const e of section.entries ?? []) {
      children.push(
        new Paragraph({
          heading: HeadingLevel.HEADING_2,
          children: [new TextRun([e.title, e.subtitle].filter(Boolean).join(' - '))],
        }),
      );
      if (e.dates)
        children.push(new Paragraph({ children: [new TextRun({ text: e.dates, italics: true })] }));
      for (const b of e.bullets) children.push(new Paragraph({ text: b, bullet: { level: 0 } }));
    }
  }
  const document = new Document({
    creator: 'NewLeaf',
    title: `${doc.name} CV`,
    styles: { default: { document: { run: { font: 'Arial', size: 22 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

import type { CvDocument } from '@shared/rules/cv-document';

/** The ATS text version: one column, standard headings (Contact first), no tables or images. */
export function cvText(doc: CvDocument): string {
  const out: string[] = [
    doc.name.toUpperCase(),
    ...(doc.targetTitle ? [doc.targetTitle] : []),
    '',
    'CONTACT',
    ...doc.contact,
    '',
  ];
  for (const section of doc.sections) {
    out.push(section.heading.toUpperCase());
    for (const p of section.paragraphs ?? []) out.push(p);
    for (const line of section.lines ?? []) out.push(line);
    for (const e of section.entries ?? []) {
      out.push([e.title, e.subtitle].filter(Boolean).join(' - ') + (e.dates ? ` (${e.dates})` : ''));
      for (const b of e.bullets) out.push(`- ${b}`);
    }
    out.push('');
  }
  return out.join('\n');
}

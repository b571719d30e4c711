import type { Face } from './fonts';
import type { Line } from './text-layout';

/**
 * Shaped lines onto a pdfkit document, with each font embedded as a subset (fontkit) in a Type 0
 * font. pdfkit's own text() shapes with fontkit, whose Bengali shaping is wrong in places, and maps
 * every glyph to one fixed text, so it is used here only for pages, colours and lines: the text is
 * written with PDF operators directly.
 *
 * A glyph's code (CID) stands for a glyph, the text it reads as and the width it moves the pen by,
 * so the same glyph can read as different text (a Bengali vowel sign drawn before its consonant
 * reads as the consonant, as typed); the ToUnicode map gives each code its text.
 */

/** The pdfkit object parts used here (pdfkit's own typings leave them out). */
export interface PdfRef {
  data: Record<string, unknown>;
  end(chunk?: Buffer | string): void;
}
export interface PdfDoc {
  ref(data?: Record<string, unknown>): PdfRef;
  addContent(content: string): unknown;
  page: { fonts: Record<string, PdfRef>; xobjects: Record<string, PdfRef>; height: number };
}

// What @types/fontkit leaves out or has wrong, as fontkit 2 has it.
declare module 'fontkit' {
  interface Subset {
    /** Adds a glyph by id and answers its id in the subset (the typings say a boolean). */
    includeGlyph(glyphId: number): number;
  }
  interface Font {
    /** The font's `post` table. */
    readonly post?: { readonly isFixedPitch: number };
  }
}

const NONSPACING = /\p{Mn}/u;
/** '#1f2937' as PDF's "0.122 0.161 0.216". */
const rgb = (hex: string) => [1, 3, 5].map((i) => n(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');
const n = (value: number) => (Math.round(value * 1000) / 1000).toString();
const hex4 = (value: number) => value.toString(16).padStart(4, '0');
const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');

class EmbeddedFace {
  readonly ref: PdfRef;
  private readonly codes = new Map<string, number>();
  /** Per code: the font's glyph, the text it reads as, and its advance in 1/1000 em. */
  private readonly glyphs: number[] = [0];
  private readonly texts: string[] = [''];
  readonly widths: number[];

  constructor(
    private readonly doc: PdfDoc,
    readonly face: Face,
    readonly name: string,
  ) {
    this.ref = doc.ref();
    this.widths = [this.advance(0)];
  }

  private advance(glyphId: number): number {
    return (this.face.hb.glyphHAdvance(glyphId) * 1000) / this.face.unitsPerEm;
  }

  private readonly outlines = new Map<number, { name: string; ref: PdfRef }>();

  /** A glyph's outline as a form in font units, filled in the current colour. */
  outline(glyphId: number): { name: string; ref: PdfRef } {
    let found = this.outlines.get(glyphId);
    if (!found) {
      const path = this.face.hb.glyphToJson(glyphId).map(({ type, values }, i, all) => {
        if (type === 'Q') {
          // PDF has cubic curves only: raise the quadratic's degree.
          const [px, py] = all[i - 1]!.values.slice(-2) as [number, number];
          const [cx, cy, x, y] = values as [number, number, number, number];
          const c = [
            px + (2 / 3) * (cx - px),
            py + (2 / 3) * (cy - py),
            x + (2 / 3) * (cx - x),
            y + (2 / 3) * (cy - y),
          ];
          return `${[...c, x, y].map(n).join(' ')} c`;
        }
        const op = { M: 'm', L: 'l', C: 'c', Z: 'h' }[type];
        return `${values.map(n).join(' ')} ${op}`.trim();
      });
      const em = this.face.unitsPerEm;
      const ref = this.doc.ref({
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [-2 * em, -2 * em, 3 * em, 3 * em],
      });
      ref.end(`${path.join('\n')}\nf`);
      found = { name: `${this.name}G${glyphId}`, ref };
      this.outlines.set(glyphId, found);
    }
    return found;
  }

  /** The code for a glyph that reads as text and moves the pen by width (1/1000 em). */
  code(glyphId: number, text: string, width: number): number {
    const key = `${glyphId}:${width}:${text}`;
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.glyphs.length;
      if (code > 0xffff) throw new Error('Too many glyphs for one PDF font');
      this.codes.set(key, code);
      this.glyphs.push(glyphId);
      this.texts.push(text);
      this.widths.push(width);
    }
    return code;
  }

  finish() {
    const { doc, face } = this;
    const fk = face.fk;
    const subset = fk.createSubset();
    const newIds = this.glyphs.map((id) => subset.includeGlyph(id));
    const fontFile = doc.ref();
    fontFile.end(Buffer.from(subset.encode()));

    const scale = 1000 / fk.unitsPerEm;
    const familyClass = (fk['OS/2']?.sFamilyClass ?? 0) >> 8;
    // Symbolic (not the standard Latin set), serif or fixed-pitch as the font says.
    let flags = 1 << 2;
    if (fk.post?.isFixedPitch) flags |= 1 << 0;
    if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1;
    if (fk.italicAngle) flags |= 1 << 6;
    const tag = this.name
      .replace(/\D/g, '')
      .padStart(6, '0')
      .replace(/\d/g, (d) => 'ABCDEFGHIJ'[+d]!);
    const baseFont = `${tag}+${fk.postscriptName.replace(/[^\x21-\x7e]|[()<>[\]{}/%#]/g, '_')}`;
    const descriptor = doc.ref({
      Type: 'FontDescriptor',
      FontName: baseFont,
      Flags: flags,
      FontBBox: [fk.bbox.minX, fk.bbox.minY, fk.bbox.maxX, fk.bbox.maxY].map((v) => v * scale),
      ItalicAngle: fk.italicAngle,
      Ascent: face.ascender,
      Descent: face.descender,
      CapHeight: (fk.capHeight || fk.ascent) * scale,
      XHeight: (fk.xHeight || 0) * scale,
      StemV: 0,
      FontFile2: fontFile,
    });
    descriptor.end();

    const cidToGid = Buffer.alloc(newIds.length * 2);
    newIds.forEach((id, code) => cidToGid.writeUInt16BE(id, code * 2));
    const cidToGidMap = doc.ref();
    cidToGidMap.end(cidToGid);

    const descendant = doc.ref({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseFont,
      CIDSystemInfo: { Registry: new String('Adobe'), Ordering: new String('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      W: [0, this.widths.map((w) => Math.round(w * 1000) / 1000)],
      CIDToGIDMap: cidToGidMap,
    });
    descendant.end();

    const entries = this.texts.map((text, code) => `<${hex4(code)}> <${utf16Hex(text)}>`);
    const chunks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const chunk = entries.slice(i, i + 100);
      chunks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
    }
    const toUnicode = doc.ref();
    toUnicode.end(
      [
        '/CIDInit /ProcSet findresource begin',
        '12 dict begin',
        'begincmap',
        '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
        '/CMapName /Adobe-Identity-UCS def',
        '/CMapType 2 def',
        '1 begincodespacerange',
        '<0000> <ffff>',
        'endcodespacerange',
        ...chunks,
        'endcmap',
        'CMapName currentdict /CMap defineresource pop',
        'end',
        'end',
      ].join('\n'),
    );

    this.ref.data = {
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: baseFont,
      Encoding: 'Identity-H',
      DescendantFonts: [descendant],
      ToUnicode: toUnicode,
    };
    this.ref.end();
  }
}

/** Writes shaped lines into one pdfkit document; finish() before the document ends. */
export class PdfText {
  private readonly faces = new Map<string, EmbeddedFace>();

  constructor(private readonly doc: PdfDoc) {}

  private embedded(face: Face): EmbeddedFace {
    let found = this.faces.get(face.key);
    if (!found) {
      found = new EmbeddedFace(this.doc, face, `NL${this.faces.size + 1}`);
      this.faces.set(face.key, found);
    }
    return found;
  }

  /**
   * Draws a line with its left end at x and its top at y (pdfkit's top-down page coordinates).
   *
   * Text extractors follow each code's width and read a gap wider than a tenth of the font size
   * as a space; pdf.js also counts a glyph whose text holds a nonspacing mark (the Bengali
   * virama) as zero-width. So a code's width is not the glyph's own advance but the distance to
   * where the next glyph that moves the pen starts, and 0 for a glyph reading as a mark: a mark
   * drawn back over its base, or a vowel sign drawn before its consonant, leaves no gap and reads
   * as part of the word. A run whose glyphs are not one per character in order (Bengali) is also
   * marked with its text as typed (ActualText), which Poppler and Acrobat read instead.
   */
  drawLine(line: Line, x: number, top: number) {
    const { doc } = this;
    const baseline = doc.page.height - (top + line.ascent);
    for (const run of line.runs) {
      const font = this.embedded(run.face);
      doc.page.fonts[font.name] = font.ref;
      const size = run.style.size;
      const ems = 1000 / size;
      let pen = x;
      const starts = run.glyphs.map((g) => {
        const start = pen + g.dx;
        pen += g.advance;
        return start;
      });
      const moves = run.glyphs.map((g) => g.text !== '' && !NONSPACING.test(g.text));
      const actualText = run.complex && !run.rtl;
      const ops = [
        'q',
        `1 0 0 -1 0 ${n(doc.page.height)} cm`,
        `${rgb(run.style.color)} rg`,
        ...(actualText ? [`/Span << /ActualText <feff${utf16Hex(run.text)}> >> BDC`] : []),
        'BT',
        `/${font.name} ${n(size)} Tf`,
      ];
      let shown: string[] = [];
      const flush = () => {
        if (shown.length) ops.push(`[${shown.join(' ')}] TJ`);
        shown = [];
      };
      let at: number | undefined; // where the PDF's pen is, undefined before the first Tm
      let rise = 0;
      const shapes: string[] = [];
      run.glyphs.forEach((glyph, i) => {
        if (glyph.text === '') {
          // A glyph that reads as nothing (one of a cluster's glyphs beyond its characters, as
          // the second half of a Bengali split vowel) is drawn as a shape, outside the text layer.
          const shape = font.outline(glyph.id);
          doc.page.xobjects[shape.name] = shape.ref;
          const scale = size / run.face.unitsPerEm;
          shapes.push(
            `q ${n(scale)} 0 0 ${n(scale)} ${n(starts[i]!)} ${n(baseline + glyph.dy)} cm /${shape.name} Do Q`,
          );
          return;
        }
        let next = i + 1;
        while (next < run.glyphs.length && !moves[next]) next++;
        const nextStart = next < run.glyphs.length ? starts[next]! : x + run.width;
        const width = moves[i] ? Math.max(0, Math.round((nextStart - starts[i]!) * ems)) : 0;
        const code = font.code(glyph.id, glyph.text, width);
        if (at === undefined || glyph.dy !== rise) {
          flush();
          ops.push(`1 0 0 1 ${n(starts[i]!)} ${n(baseline + glyph.dy)} Tm`);
          rise = glyph.dy;
        } else if (Math.abs(starts[i]! - at) > 0.0005) {
          shown.push(n((at - starts[i]!) * ems));
        }
        shown.push(`<${hex4(code)}>`);
        at = starts[i]! + (width * size) / 1000;
      });
      flush();
      ops.push('ET', ...shapes, ...(actualText ? ['EMC'] : []), 'Q');
      doc.addContent(ops.join('\n'));
      x += run.width;
    }
  }

  finish() {
    for (const face of this.faces.values()) face.finish();
  }
}

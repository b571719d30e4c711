import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';

/**
 * The fonts a CV PDF is set in, all read from installed npm packages (nothing is fetched at run
 * time): Roboto (Latin with diacritics, Greek, Cyrillic) from pdfmake, then Noto Sans Arabic
 * (Arabic and Urdu), Noto Sans Bengali and Noto Sans SC (Chinese) from Fontsource. Each face is
 * read on first use and kept; the Chinese font comes as about a hundred small slices by character
 * frequency, so a CV loads only the slices its characters fall in, and at most CJK_SLICES_KEPT of
 * them stay in memory.
 */

const require = createRequire(import.meta.url);

export interface FaceStyle {
  bold: boolean;
  italic: boolean;
}

export interface Face {
  /** Unique per file, and the PDF font's name stem. */
  key: string;
  /** HarfBuzz shapes with this (advances and offsets in font units). */
  hb: hb.Font;
  /** fontkit subsets and describes the font for the PDF. */
  fk: fontkit.Font;
  unitsPerEm: number;
  /** Ascender and descender per 1000 units of the em, as pdfkit and pdfmake measure them. */
  ascender: number;
  descender: number;
  has(codePoint: number): boolean;
}

/** WOFF 1.0 to the plain sfnt (TrueType) it wraps: HarfBuzz reads only sfnt. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: string; data: Buffer; checksum: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    tables.push({
      tag: woff.toString('latin1', at, at + 4),
      data: compressed < length ? zlib.inflateSync(raw) : raw,
      checksum: woff.readUInt32BE(at + 16),
    });
  }
  let log2 = 0;
  while (1 << (log2 + 1) <= numTables) log2++;
  const searchRange = (1 << log2) * 16;
  const head = Buffer.alloc(12 + 16 * numTables);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(log2, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    head.write(table.tag, at, 'latin1');
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

function loadFace(key: string, file: string): Face {
  const data = woffToSfnt(fs.readFileSync(file));
  const fk = fontkit.create(data) as fontkit.Font;
  const font = new hb.Font(new hb.Face(new hb.Blob(data)));
  const scale = 1000 / fk.unitsPerEm;
  return {
    key,
    hb: font,
    fk,
    unitsPerEm: fk.unitsPerEm,
    ascender: fk.ascent * scale,
    descender: fk.descent * scale,
    has: (codePoint) => (font.nominalGlyph(codePoint) ?? 0) !== 0,
  };
}

// Roboto ships with pdfmake (its bold is Roboto Medium, as pdfmake sets it).
const ROBOTO = (require('pdfmake/fonts/Roboto.js') as { Roboto: Record<string, string> }).Roboto;
const robotoFile = (style: FaceStyle) =>
  ROBOTO[style.bold ? (style.italic ? 'bolditalics' : 'bold') : style.italic ? 'italics' : 'normal']!;

const faces = new Map<string, Face>();
function face(key: string, file: () => string): Face {
  let found = faces.get(key);
  if (!found) {
    found = loadFace(key, file());
    faces.set(key, found);
  }
  return found;
}

const weight = (style: FaceStyle) => (style.bold ? 700 : 400);
const cjkFile = (slice: string, style: FaceStyle) =>
  require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-${slice}-${weight(style)}-normal.woff`);

export const latinFace = (style: FaceStyle) =>
  face(`Roboto-${style.bold ? 'B' : 'R'}${style.italic ? 'I' : ''}`, () => robotoFile(style));
// Arabic, Bengali and Chinese have no italic here: dates, the only italic text, take the upright face.
// The files by name, so that the dependency check (knip) sees each package used.
const arabicFace = (style: FaceStyle) =>
  style.bold
    ? face('NotoSansArabic-700', () =>
        require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'),
      )
    : face('NotoSansArabic-400', () =>
        require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
      );
const bengaliFace = (style: FaceStyle) =>
  style.bold
    ? face('NotoSansBengali-700', () =>
        require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff'),
      )
    : face('NotoSansBengali-400', () =>
        require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff'),
      );

/** Noto Sans SC's slices: which file holds a code point, from the package's unicode-range table. */
let cjkRanges: { from: number; to: number; slice: string }[] | undefined;
function cjkSliceOf(codePoint: number): string | undefined {
  if (!cjkRanges) {
    const table = require('@fontsource/noto-sans-sc/unicode.json') as Record<string, string>;
    cjkRanges = Object.entries(table)
      .filter(([name]) => /^\[\d+\]$/.test(name))
      .flatMap(([name, ranges]) =>
        ranges.split(',').map((range) => {
          const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
          return { from: parseInt(from!, 16), to: parseInt(to, 16), slice: name.slice(1, -1) };
        }),
      )
      .sort((a, b) => a.from - b.from);
  }
  let lo = 0;
  let hi = cjkRanges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const range = cjkRanges[mid]!;
    if (codePoint < range.from) hi = mid - 1;
    else if (codePoint > range.to) lo = mid + 1;
    else return range.slice;
  }
  return undefined;
}

/** Chinese slices kept loaded (about 100 kB each), least recently used first out. */
const CJK_SLICES_KEPT = 48;
const cjkFaces = new Map<string, Face>();
function cjkFace(codePoint: number, style: FaceStyle): Face | undefined {
  const slice = cjkSliceOf(codePoint);
  if (!slice) return undefined;
  const key = `NotoSansSC-${slice}-${weight(style)}`;
  let found = cjkFaces.get(key);
  if (found) {
    cjkFaces.delete(key);
  } else {
    found = loadFace(key, cjkFile(slice, style));
    if (cjkFaces.size >= CJK_SLICES_KEPT) cjkFaces.delete(cjkFaces.keys().next().value!);
  }
  cjkFaces.set(key, found);
  return found;
}

const inRange = (cp: number, from: number, to: number) => cp >= from && cp <= to;
const isArabicBlock = (cp: number) =>
  inRange(cp, 0x0600, 0x06ff) ||
  inRange(cp, 0x0750, 0x077f) ||
  inRange(cp, 0x0870, 0x08ff) ||
  inRange(cp, 0xfb50, 0xfdff) ||
  inRange(cp, 0xfe70, 0xfeff);
const isBengaliBlock = (cp: number) => inRange(cp, 0x0980, 0x09ff);

/**
 * The faces that may draw a code point, best first, each opened only when asked for: Latin,
 * Greek and Cyrillic are Roboto's, so a Latin CV never reads the other fonts.
 */
export function* candidateFaces(codePoint: number, style: FaceStyle): Generator<Face> {
  if (isArabicBlock(codePoint)) yield arabicFace(style);
  else if (isBengaliBlock(codePoint)) yield bengaliFace(style);
  yield latinFace(style);
  if (codePoint >= 0x0590 && !isArabicBlock(codePoint) && !isBengaliBlock(codePoint)) {
    const cjk = cjkFace(codePoint, style);
    if (cjk) yield cjk;
  }
}

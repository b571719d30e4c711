import bidiFactory from 'bidi-js';
import * as hb from 'harfbuzzjs';
import { candidateFaces, latinFace, type Face, type FaceStyle } from './fonts';

/**
 * Paragraphs into lines of shaped glyphs, for any script the CV fonts cover. Each character is
 * given the first face that has it (a space or a digit stays in the face before it); the Unicode
 * bidirectional algorithm (bidi-js) gives each its level; runs of one face, style and level are
 * shaped by HarfBuzz (Arabic joining, Bengali reordering and conjuncts, kerning); lines are broken
 * at spaces, between Chinese characters and after a hyphen inside a word; and each line's runs are
 * put in visual order (rule L2), right-to-left runs coming out of HarfBuzz already reversed.
 *
 * Each glyph carries text so that a PDF's text layer reads as typed: a cluster's characters go to
 * its glyphs in the order they are read, so where Bengali draws a vowel sign before its consonant
 * the first glyph drawn reads as the consonant.
 */

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export interface TextStyle extends FaceStyle {
  size: number;
  color: string;
  /** pdfmake's lineHeight: a multiple of the font's ascender-to-descender height. */
  lineHeight: number;
  characterSpacing?: number;
}
export interface Span {
  text: string;
  style: TextStyle;
}

export interface Glyph {
  id: number;
  /** What the glyph reads as in the text layer (see shapeRun); '' for none. */
  text: string;
  /** Advance and offsets in points. */
  advance: number;
  dx: number;
  dy: number;
}
export interface Run {
  face: Face;
  style: TextStyle;
  glyphs: Glyph[];
  width: number;
  /** The run's text as typed, and whether shaping made it other than one glyph per character. */
  text: string;
  complex: boolean;
  rtl: boolean;
}
export interface Line {
  /** In visual order, left to right. */
  runs: Run[];
  width: number;
  height: number;
  /** From the line's top to its baseline. */
  ascent: number;
}
export interface Paragraph {
  lines: Line[];
  /** The paragraph's base direction (from its first strong character) is right to left. */
  rtl: boolean;
}

/**
 * Emoji are left out of the PDF (the preview says so): one in colour would need a bitmap or a
 * colour font, and a missing one would print as an empty box. A symbol with text presentation that
 * a CV font draws (©, ™) stays; one that none draws is left out too (see chooseFace).
 */
const EMOJI_SEQUENCE = /\p{Regional_Indicator}|\u20E3/u;
const EMOJI_STYLE = /\p{Emoji_Presentation}|\p{Emoji_Modifier}|\uFE0F|\u200D/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const isEmoji = (grapheme: string) =>
  EMOJI_SEQUENCE.test(grapheme) || (PICTOGRAPHIC.test(grapheme) && EMOJI_STYLE.test(grapheme));

/** Joiners, selectors and direction marks: shaped with their neighbours, never chosen a font for. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const NEUTRAL = /[\s\p{P}\p{S}\p{N}]/u;
const SPACE = /\s/u;

/** The text without its emoji, and without the space an emoji leaves doubled or before a stop. */
function withoutEmoji(text: string): string {
  if (!/\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u.test(text)) return text;
  let out = '';
  let dropped = false;
  for (const { segment } of graphemes.segment(text)) {
    if (isEmoji(segment)) {
      dropped = true;
      continue;
    }
    if (dropped && (out === '' || SPACE.test(out.at(-1)!))) {
      if (SPACE.test(segment)) continue;
      if (/\p{Po}|\p{Pe}|\p{Pf}/u.test(segment)) out = out.trimEnd();
    }
    out += segment;
    dropped = false;
  }
  return dropped ? out.trimEnd() : out;
}

interface Item {
  start: number;
  end: number;
  face: Face;
  style: TextStyle;
  level: number;
}

const covers = (face: Face, codePoints: number[]) => codePoints.every((cp) => face.has(cp));

function chooseFace(grapheme: string, style: TextStyle, previous: Face | undefined): Face | null {
  const codePoints = [...grapheme].filter((ch) => !IGNORABLE.test(ch)).map((ch) => ch.codePointAt(0)!);
  if (!codePoints.length) return previous ?? latinFace(style);
  const base = String.fromCodePoint(codePoints[0]!);
  if (previous && NEUTRAL.test(base) && covers(previous, codePoints)) return previous;
  let hasBase: Face | undefined;
  for (const face of candidateFaces(codePoints[0]!, style)) {
    if (covers(face, codePoints)) return face;
    if (!hasBase && face.has(codePoints[0]!)) hasBase = face;
  }
  if (hasBase) return hasBase;
  // An emoji or other pictograph no CV font has: left out rather than drawn as an empty box.
  if (PICTOGRAPHIC.test(grapheme)) return null;
  return latinFace(style);
}

const shaper = new hb.Buffer();

/** A run of the text shaped in one face and direction; glyphs in visual order. */
function shapeRun(text: string, start: number, end: number, face: Face, style: TextStyle, rtl: boolean): Run {
  shaper.reset();
  shaper.addText(text, start, end - start);
  shaper.guessSegmentProperties();
  shaper.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  hb.shape(face.hb, shaper);
  const infos = shaper.getGlyphInfos();
  const positions = shaper.getGlyphPositions();
  const scale = style.size / face.unitsPerEm;
  const spacing = style.characterSpacing ?? 0;
  // Each cluster's text runs from its start to the next cluster's start, in logical order.
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const textOf = new Map(starts.map((s, i) => [s, [...text.slice(s, starts[i + 1] ?? end)]]));
  // A cluster's glyphs in reading order (drawn order, reversed for RTL) take its characters in
  // typed order, one each and the rest on the last; a glyph left over reads as nothing ('').
  const texts: string[] = Array<string>(infos.length).fill('');
  const glyphsOf = new Map<number, number[]>();
  infos.forEach((info, i) => glyphsOf.set(info.cluster, [...(glyphsOf.get(info.cluster) ?? []), i]));
  for (const [cluster, drawn] of glyphsOf) {
    const chars = textOf.get(cluster)!;
    const reading = rtl ? [...drawn].reverse() : drawn;
    reading.forEach((glyph, k) => {
      const last = k === reading.length - 1;
      texts[glyph] = (last ? chars.slice(k) : chars.slice(k, k + 1)).join('');
    });
  }
  let width = 0;
  const glyphs = infos.map((info, i): Glyph => {
    const p = positions[i]!;
    const advance = p.xAdvance * scale + (p.xAdvance ? spacing : 0);
    width += advance;
    return { id: info.codepoint, text: texts[i]!, advance, dx: p.xOffset * scale, dy: p.yOffset * scale };
  });
  const complex = [...glyphsOf.values()].some((g) => g.length > 1) || glyphs.some((g) => g.dx || g.dy);
  return { face, style, glyphs, width, text: text.slice(start, end), complex, rtl };
}

/** The advance of a text in one style's Latin face, trailing spaces included (pdfmake's "9. "). */
export function textWidth(text: string, style: TextStyle): number {
  return shapeRun(text, 0, text.length, latinFace(style), style, false).width;
}

/** The width each UTF-16 position adds (a cluster's advance at its first position). */
function advances(text: string, items: Item[]): Float64Array {
  const out = new Float64Array(text.length);
  for (const item of items) {
    shaper.reset();
    shaper.addText(text, item.start, item.end - item.start);
    shaper.guessSegmentProperties();
    shaper.setDirection(item.level % 2 ? hb.Direction.RTL : hb.Direction.LTR);
    hb.shape(item.face.hb, shaper);
    const scale = item.style.size / item.face.unitsPerEm;
    const spacing = item.style.characterSpacing ?? 0;
    const infos = shaper.getGlyphInfos();
    const positions = shaper.getGlyphPositions();
    infos.forEach((info, i) => {
      const x = positions[i]!.xAdvance;
      out[info.cluster] = out[info.cluster]! + x * scale + (x ? spacing : 0);
    });
  }
  return out;
}

const isCjk = (cp: number) =>
  (cp >= 0x2e80 && cp <= 0x9fff) ||
  (cp >= 0xac00 && cp <= 0xd7af) ||
  (cp >= 0xf900 && cp <= 0xfaff) ||
  (cp >= 0xff00 && cp <= 0xffef) ||
  (cp >= 0x20000 && cp <= 0x3ffff);
const NO_BREAK_BEFORE =
  /[)\]}»”’,.:;!?、。，．：；！？）」』】〉》〕〗〙〛ー々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ・ー]/u;
const NO_BREAK_AFTER = /[([{«“‘（「『【〈《〔〖〘〚]/u;
const WORDISH = /[\p{L}\p{N}]/u;

/** Where a line may break before position i (i on a grapheme boundary). */
function breakable(text: string, i: number): boolean {
  const prev = text[i - 1]!;
  const cur = text[i]!;
  if (SPACE.test(cur)) return false;
  if (SPACE.test(prev)) return true;
  if (prev === '-' && i >= 2 && WORDISH.test(text[i - 2]!) && WORDISH.test(cur)) return true;
  const cp = text.codePointAt(i)!;
  const prevCp = text.codePointAt(i - 1 - (/[\uDC00-\uDFFF]/.test(prev) ? 1 : 0))!;
  if ((isCjk(cp) || isCjk(prevCp)) && !NO_BREAK_BEFORE.test(cur) && !NO_BREAK_AFTER.test(prev)) return true;
  return false;
}

function itemize(text: string, styles: TextStyle[], levels: Uint8Array): Item[] {
  const items: Item[] = [];
  for (const { segment, index } of graphemes.segment(text)) {
    const style = styles[index]!;
    const last = items.at(-1);
    const face = chooseFace(segment, style, last?.style === style ? last.face : undefined);
    if (!face) continue;
    const level = levels[index]!;
    if (last && last.end === index && last.face === face && last.style === style && last.level === level) {
      last.end = index + segment.length;
    } else {
      items.push({ start: index, end: index + segment.length, face, style, level });
    }
  }
  return items;
}

/** Rule L2 on runs: from the highest level to the lowest odd one, reverse runs at that level or above. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const out = [...runs];
  const levels = out.map((r) => r.level);
  const max = Math.max(0, ...levels);
  const minOdd = Math.min(...levels.map((l) => l | 1));
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < out.length; i++) {
      if (out[i]!.level < level) continue;
      let j = i;
      while (j + 1 < out.length && out[j + 1]!.level >= level) j++;
      out.splice(i, j - i + 1, ...out.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return out;
}

function buildLine(text: string, items: Item[], start: number, end: number, fallback: TextStyle): Line {
  while (end > start && SPACE.test(text[end - 1]!)) end--;
  const pieces = items
    .filter((item) => item.end > start && item.start < end)
    .map((item) => ({ ...item, start: Math.max(item.start, start), end: Math.min(item.end, end) }));
  const runs = visualOrder(pieces).map((p) =>
    shapeRun(text, p.start, p.end, p.face, p.style, p.level % 2 === 1),
  );
  const metrics = runs.length
    ? runs.map((r) => ({ face: r.face, style: r.style }))
    : [{ face: latinFace(fallback), style: fallback }];
  return {
    runs,
    width: runs.reduce((sum, r) => sum + r.width, 0),
    height: Math.max(
      ...metrics.map(
        ({ face, style }) => ((face.ascender - face.descender) / 1000) * style.size * style.lineHeight,
      ),
    ),
    ascent: Math.max(...metrics.map(({ face, style }) => (face.ascender / 1000) * style.size)),
  };
}

/** Lays out spans of styled text in lines at most maxWidth points wide. */
export function layoutParagraph(input: Span[], maxWidth: number): Paragraph {
  const spans = input.map((s) => ({ ...s, text: withoutEmoji(s.text) })).filter((s) => s.text.length);
  const text = spans.map((s) => s.text).join('');
  const fallback = input[0]!.style;
  if (!text.trim()) return { lines: [buildLine('', [], 0, 0, fallback)], rtl: false };
  const styles: TextStyle[] = spans.flatMap((s) => Array<TextStyle>(s.text.length).fill(s.style));
  const embedding = bidi.getEmbeddingLevels(text, 'auto');
  const items = itemize(text, styles, embedding.levels);
  const widthAt = advances(text, items);

  const boundaries = [...graphemes.segment(text)].map((g) => g.index);
  const breaks = [0, ...boundaries.filter((i) => i > 0 && breakable(text, i)), text.length];
  const width = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += widthAt[i]!;
    return sum;
  };
  const trimmedEnd = (from: number, to: number) => {
    while (to > from && SPACE.test(text[to - 1]!)) to--;
    return to;
  };

  const lines: Line[] = [];
  let lineStart = 0;
  let lineWidth = 0; // up to the last break, spaces included
  for (let b = 0; b + 1 < breaks.length; b++) {
    const from = breaks[b]!;
    const to = breaks[b + 1]!;
    const visible = width(from, trimmedEnd(from, to));
    if (lineStart < from && lineWidth + visible > maxWidth + 0.01) {
      lines.push(buildLine(text, items, lineStart, from, fallback));
      lineStart = from;
      lineWidth = 0;
    }
    if (lineStart === from && visible > maxWidth + 0.01) {
      // A word longer than the line: broken between graphemes.
      let at = from;
      let w = 0;
      for (const g of boundaries.filter((i) => i > from && i < to)) {
        const step = width(at, g);
        if (w + step > maxWidth && at > lineStart) {
          lines.push(buildLine(text, items, lineStart, at, fallback));
          lineStart = at;
          w = 0;
        }
        w += step;
        at = g;
      }
      lineWidth = w + width(at, to);
      continue;
    }
    lineWidth += width(from, to);
  }
  lines.push(buildLine(text, items, lineStart, text.length, fallback));
  return { lines, rtl: (embedding.paragraphs[0]?.level ?? 0) % 2 === 1 };
}

import sharp from 'sharp';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Initials: the first letters of the first two words ('Greenfield Hospitality Group' → 'GH'). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '')[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** Avatar palette: dark enough for white initials to read (contrast above 4.5:1). */
const AVATAR_COLOURS = [
  '#166534',
  '#1e3a8a',
  '#9a3412',
  '#7e22ce',
  '#0f766e',
  '#be123c',
  '#0369a1',
  '#4338ca',
];

/**
 * A simple picture with white initials, drawn locally (no network) and returned as PNG; the
 * upload pipeline re-encodes it like any user's upload.
 */
export function initialsImage(opts: {
  initials: string;
  colour?: string;
  index?: number;
  shape: 'circle' | 'tile';
}) {
  const colour = opts.colour ?? AVATAR_COLOURS[(opts.index ?? 0) % AVATAR_COLOURS.length];
  const background =
    opts.shape === 'circle'
      ? `<rect width="256" height="256" fill="${colour}"/><circle cx="200" cy="56" r="90" fill="#ffffff" fill-opacity="0.08"/>`
      : `<rect width="256" height="256" rx="48" fill="${colour}"/><path d="M40 200 Q128 150 216 200" stroke="#ffffff" stroke-opacity="0.25" stroke-width="10" fill="none"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${background}<text x="128" y="134" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="100" font-weight="700" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${escape(opts.initials)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

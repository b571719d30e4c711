/**
 * Renders the app icons the web app manifest needs from the leaf in `src/web/public/favicon.svg`:
 * `node --import tsx scripts/make-icons.ts`. The PNGs are committed (a few KB each); run this again
 * only when the logo changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const LEAF = svg.match(/<path d="([^"]+)"/)?.[1];
if (!LEAF) throw new Error('favicon.svg has no leaf path');
const GREEN = '#166534';

// "any" icons: the rounded tile as in the favicon.
const tile = Buffer.from(svg);
// Maskable: full-bleed green, the leaf inside the central 80 % safe zone that every mask keeps.
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/>` +
    `<g transform="translate(32 32) scale(0.7) translate(-32 -32)"><path d="${LEAF}" fill="#fff"/></g></svg>`,
);
// iOS draws its own rounded corners and shows transparency as black: a square tile.
const apple = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/>` +
    `<path d="${LEAF}" fill="#fff"/></svg>`,
);

const outputs: [Buffer, number, string][] = [
  [tile, 192, 'icon-192.png'],
  [tile, 512, 'icon-512.png'],
  [maskable, 512, 'maskable-512.png'],
  [apple, 180, 'apple-touch-icon.png'],
];
fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const [source, size, name] of outputs) {
  await sharp(source, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, 'icons', name));
  console.log(`icons/${name} ${size}×${size}`);
}

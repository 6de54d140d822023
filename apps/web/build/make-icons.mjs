// Makes the home-screen icons from public/icons/kamar.svg (run once after changing it; the PNGs
// are committed): node apps/web/build/make-icons.mjs
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const dir = new URL('../public/icons/', import.meta.url);
const svg = readFileSync(new URL('kamar.svg', dir));
const out = (name) => new URL(name, dir).pathname;

for (const size of [192, 512]) {
  await sharp(svg, { density: 384 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`icon-${size}.png`));
}
await sharp(svg, { density: 384 })
  .resize(180, 180)
  .flatten({ background: '#1971c2' })
  .png()
  .toFile(out('apple-touch-icon.png'));
// Maskable: the launcher crops to its own shape, so the drawing keeps to the middle 80 %.
const inner = await sharp(svg, { density: 384 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1971c2' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(out('maskable-512.png'));

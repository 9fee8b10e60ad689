// Renders the installable app's icons (public/icons, src/app/apple-icon.png) from Bazaar's mark.
// Run once after changing the mark: `node apps/web/scripts/generate-app-icons.mjs` (needs sharp,
// which the api already depends on). The PNGs are committed; the build does not run this.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// The mark of src/components/bazaar-logo.tsx, drawn in a 32-unit box.
const markContent = `
  <path d="M7 11.5 9 7h14l2 4.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z" fill="#ffffff"/>
  <path d="M13 11.5a3 3 0 0 1-6 0M25 11.5a3 3 0 0 1-6 0" fill="#f2643d"/>
  <rect x="9" y="16.5" width="14" height="8.5" rx="2" fill="#ffffff" opacity="0.92"/>
  <rect x="14" y="19.5" width="4" height="5.5" rx="1" fill="#0a5f55"/>`;
const gradient = `
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#13a08b"/><stop offset="1" stop-color="#0a5f55"/>
  </linearGradient></defs>`;

/** `rounded`: the mark as it is; otherwise a full-bleed square whose platform masks the corners. */
function svg({ rounded, contentScale }) {
  const inset = (32 - 32 * contentScale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}
  <rect width="32" height="32" ${rounded ? 'rx="9"' : ''} fill="url(#bg)"/>
  <g transform="translate(${inset} ${inset}) scale(${contentScale})">${markContent}</g></svg>`;
}

async function render(file, size, options) {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg(options)), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`wrote ${path.relative(web, file)} (${size}px)`);
}

await render(path.join(web, 'public/icons/icon-192.png'), 192, { rounded: true, contentScale: 1 });
await render(path.join(web, 'public/icons/icon-512.png'), 512, { rounded: true, contentScale: 1 });
// Maskable icons keep their content inside the central 80% safe zone.
await render(path.join(web, 'public/icons/icon-maskable-512.png'), 512, {
  rounded: false,
  contentScale: 0.8,
});
await render(path.join(web, 'src/app/apple-icon.png'), 180, { rounded: false, contentScale: 0.86 });

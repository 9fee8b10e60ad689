import type { MarketplaceSection } from '@bazaar/contracts';

/**
 * Pictures drawn as SVG from a hue, a division icon and a text: the square tiles of catalog nodes
 * and seller logos (the catalog install draws them on every start), and the demo data's listing
 * pictures.
 */

/**
 * Line icons, one per division, drawn in a 100 × 100 box with a white stroke. Plain shapes, so
 * they look the same on every machine (emoji depend on the fonts installed).
 */
const divisionIcons: Record<MarketplaceSection, string> = {
  catalog: '<path d="M22 36h56l-5 46H27z"/><path d="M38 44V30a12 12 0 0 1 24 0v14"/>',
  'flea-market':
    '<path d="M16 52 48 20h32v32L48 84z"/><circle cx="66" cy="34" r="5"/><path d="M36 58l10 10"/>',
  services:
    '<path d="M66 16a17 17 0 0 0-15 23L20 70a7.5 7.5 0 0 0 10.6 10.6L61.5 49.7A17 17 0 0 0 84 34l-11 6-8-5-1-9 9-6a17 17 0 0 0-7-4z"/>',
  food: '<path d="M50 36c-10-8-32-6-32 16 0 18 14 32 23 32 4 0 6-2 9-2s5 2 9 2c9 0 23-14 23-32 0-22-22-24-32-16z"/><path d="M50 36c0-9 4-15 13-18"/>',
  automarket:
    '<path d="M14 64V52l11-18h50l11 18v12z"/><circle cx="31" cy="66" r="8"/><circle cx="69" cy="66" r="8"/><path d="M28 50h44"/>',
  property: '<path d="M16 50 50 20l34 30"/><path d="M26 42v38h48V42"/><path d="M44 80V60h12v20"/>',
};

/** The icon of a division, centred on (cx, cy) and `size` pixels wide. */
function iconMarkup(section: MarketplaceSection, cx: number, cy: number, size: number): string {
  const scale = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${divisionIcons[section]}</g>`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** HSL (h in degrees, s and l in 0–100) as a #rrggbb colour. */
export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Splits a text into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const rest = words.slice(index).join(' ');
      if (rest) lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[,.;:]?$/, '')}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines.slice(0, maxLines);
}

const FONT = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

export interface ListingPictureInput {
  title: string;
  /** Small text above the title, e.g. "Shop Hub · Smartphones". */
  label: string;
  /** The division whose icon is drawn. */
  icon: MarketplaceSection;
  hue: number;
  /** Which picture of the listing this is (0-based); varies the composition. */
  variant: number;
}

export const LISTING_PICTURE_SIZE = { width: 800, height: 600 } as const;

/** A listing picture: gradient, soft shapes, the division icon and the title. */
export function listingPictureSvg(input: ListingPictureInput): string {
  const { width, height } = LISTING_PICTURE_SIZE;
  const hue = input.hue + input.variant * 18;
  const from = hslToHex(hue, 70, 62);
  const to = hslToHex(hue + 35, 65, 36);
  const accent = hslToHex(hue + 180, 80, 85);
  const lines = wrapText(input.title, 30, 2);
  const iconX = [400, 250, 560][input.variant % 3]!;
  const titleY = 430;
  const titleText = lines
    .map(
      (line, index) =>
        `<text x="400" y="${titleY + index * 46}" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.title)}">`,
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="${input.variant % 2 === 0 ? 1 : 0}" y2="1">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    `</linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">`,
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>`,
    `</radialGradient>`,
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${690 - input.variant * 90}" cy="90" r="170" fill="${accent}" fill-opacity="0.16"/>`,
    `<circle cx="${90 + input.variant * 60}" cy="560" r="210" fill="#ffffff" fill-opacity="0.08"/>`,
    `<rect x="40" y="36" rx="18" ry="18" width="${Math.min(720, 24 + input.label.length * 12)}" height="40" fill="#000000" fill-opacity="0.18"/>`,
    `<text x="60" y="63" font-family="${FONT}" font-size="20" font-weight="600" fill="#ffffff" fill-opacity="0.92">${escapeXml(input.label)}</text>`,
    `<circle cx="${iconX}" cy="235" r="150" fill="url(#glow)"/>`,
    `<circle cx="${iconX}" cy="235" r="104" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`,
    iconMarkup(input.icon, iconX, 235, 120),
    titleText,
    `</svg>`,
  ].join('\n');
}

/** A square tile for a catalog node or a seller logo: an optional icon and a name on a gradient. */
export function tileSvg(input: { text: string; icon?: MarketplaceSection; hue: number }): string {
  const from = hslToHex(input.hue, 68, 58);
  const to = hslToHex(input.hue + 30, 64, 38);
  const lines = wrapText(input.text, input.icon ? 18 : 14, input.icon ? 2 : 3);
  const longest = Math.max(...lines.map((line) => line.length));
  // About 0.6 em per character of a bold sans-serif; keep 30 px of margin on each side.
  const fontSize = Math.min(input.icon ? 36 : 56, Math.floor(340 / (longest * 0.6)));
  const lineHeight = fontSize + 8;
  const textTop = input.icon ? 300 : 200 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3;
  const text = lines
    .map(
      (line, index) =>
        `<text x="200" y="${Math.round(textTop + index * lineHeight)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(input.text)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="400" height="400" rx="48" ry="48" fill="url(#bg)"/>`,
    `<circle cx="330" cy="70" r="110" fill="#ffffff" fill-opacity="0.1"/>`,
    input.icon ? iconMarkup(input.icon, 200, 150, 140) : '',
    text,
    `</svg>`,
  ].join('\n');
}

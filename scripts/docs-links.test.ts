import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and the guides under docs/ (issue 34): every relative link resolves, the README stays
 * a short guide, and the index of decisions lists every record.
 */
const root = path.join(import.meta.dirname, '..');

function markdownUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return markdownUnder(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** Text outside fenced code blocks and inline code spans, where links are links. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lowercase, punctuation other than hyphens and spaces dropped. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** Anchors of a markdown file's headings, repeated headings numbered as GitHub does. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** Relative links of a markdown file that do not resolve, as `file: target (why)`. */
export function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  const text = prose(readFileSync(file, 'utf8'));
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, mailto: and the like
    const [filePart, anchor] = target.split('#') as [string, string | undefined];
    const resolved = filePart ? path.resolve(path.dirname(file), decodeURI(filePart)) : file;
    const where = `${path.relative(root, file)}: ${target}`;
    if (!existsSync(resolved)) {
      broken.push(`${where} (no such file)`);
    } else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor.toLowerCase())) {
      broken.push(`${where} (no such heading)`);
    }
  }
  return broken;
}

const documents = [path.join(root, 'README.md'), ...markdownUnder(path.join(root, 'docs'))];

describe('the README and the guides under docs/', () => {
  it('link only to files and headings that exist', () => {
    expect(documents.flatMap(brokenLinks)).toEqual([]);
  });

  it('keep the README under 15 KB', () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThan(15 * 1024);
  });

  it('list every decision record in docs/decisions/README.md', () => {
    const folder = path.join(root, 'docs/decisions');
    const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
    const listed = new Set([...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((m) => m[1]));
    const records = readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(records.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('make anchors as GitHub does', () => {
    expect(slug("Live notifications and administrators' messages")).toBe(
      'live-notifications-and-administrators-messages',
    );
    expect(slug('Buying: cart, orders, comparison and favorites')).toBe(
      'buying-cart-orders-comparison-and-favorites',
    );
  });
});

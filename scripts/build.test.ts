import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint, buildIsCurrent, FINGERPRINT_FILE, OUTPUTS } from './build.mjs';

/** `npm start` builds only when the build's inputs changed (issue 34). */
let base: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), text);
};

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'bazaar-build-'));
  write('package-lock.json', '{}');
  write('apps/web/src/page.tsx', 'export const page = 1;');
  write('apps/api/src/server.ts', 'export const server = 1;');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('the build fingerprint', () => {
  it('changes with a source, a new file or the lockfile, and not with a test', () => {
    const first = buildFingerprint(base);
    expect(buildFingerprint(base)).toBe(first);
    write('apps/api/src/server.test.ts', 'it();');
    expect(buildFingerprint(base)).toBe(first);
    write('apps/api/src/server.ts', 'export const server = 2;');
    const second = buildFingerprint(base);
    expect(second).not.toBe(first);
    write('apps/web/src/new.ts', '');
    expect(buildFingerprint(base)).not.toBe(second);
    const third = buildFingerprint(base);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(buildFingerprint(base)).not.toBe(third);
  });

  it('is current only when every output exists and the kept fingerprint matches', () => {
    const fingerprint = buildFingerprint(base);
    for (const output of OUTPUTS) write(output, 'built');
    expect(buildIsCurrent(fingerprint, base)).toBe(false);
    write(FINGERPRINT_FILE, `${fingerprint}\n`);
    expect(buildIsCurrent(fingerprint, base)).toBe(true);
    write('apps/web/src/page.tsx', 'export const page = 2;');
    expect(buildIsCurrent(buildFingerprint(base), base)).toBe(false);
    rmSync(path.join(base, OUTPUTS[0]!));
    expect(buildIsCurrent(fingerprint, base)).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { isSupported, SUPPORTED_RANGE } = require('./require-node.cjs') as {
  isSupported: (version: string) => boolean;
  SUPPORTED_RANGE: string;
};

describe('the Node.js check before start and test', () => {
  it('turns away Node.js 20 and 22 before 22.19, and takes 22.19 on and 24 on', () => {
    expect(['v20.20.2', '18.20.0', '22.12.0', '22.18.9', '23.11.0'].map(isSupported)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['22.19.0', 'v22.22.1', '24.0.0', 'v24.21.0', '26.1.0'].map(isSupported)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('says what package.json’s engines say', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { engines: { node: string } };
    expect(manifest.engines.node).toBe(SUPPORTED_RANGE);
  });
});

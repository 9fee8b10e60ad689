#!/usr/bin/env node
// Builds the api, then the web (`npm run build`), and keeps a fingerprint of what the build read
// (sources, configuration files, lockfile) beside the web's output. With `--if-changed` (`npm
// start`) it builds only when an output is missing or the fingerprint differs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the api's and the web's builds read (tests excepted), relative to the repository. */
export const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/bundle-workspace-packages.mjs',
  'packages/contracts/package.json',
  'packages/contracts/src',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/api/scripts',
  'apps/api/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/next.config.ts',
  'apps/web/scripts',
  'apps/web/src',
  'apps/web/public',
];

/** The build's outputs `npm start` runs; the fingerprint lives beside the last of them. */
export const OUTPUTS = [
  'apps/api/dist/server.js',
  'apps/web/dist/server.js',
  'apps/web/.next/BUILD_ID',
];
export const FINGERPRINT_FILE = 'apps/web/dist/build-inputs.sha256';

const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function filesUnder(base, relative, into) {
  const entries = readdirSync(path.join(base, relative), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) filesUnder(base, child, into);
    else if (entry.isFile() && !isTest(entry.name)) into.push(child);
  }
}

/** A SHA-256 over every input's path and content, and the Node.js major the build ran on. */
export function buildFingerprint(base = root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256').update(`node ${process.versions.node.split('.')[0]}\n`);
  for (const input of inputs) {
    const kind = statSync(path.join(base, input), { throwIfNoEntry: false });
    if (!kind) continue;
    const files = [];
    if (kind.isDirectory()) filesUnder(base, input, files);
    else files.push(input);
    for (const file of files) {
      hash
        .update(`${file}\0`)
        .update(readFileSync(path.join(base, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

/** Whether the outputs exist and were built from exactly these inputs. */
export function buildIsCurrent(fingerprint, base = root) {
  const stamp = path.join(base, FINGERPRINT_FILE);
  return (
    OUTPUTS.every((output) => existsSync(path.join(base, output))) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === fingerprint
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Taken before building: a source changed while the build runs makes the next start build again.
  const fingerprint = buildFingerprint();
  if (process.argv.includes('--if-changed') && buildIsCurrent(fingerprint)) {
    console.log('Bazaar is built from the current sources; starting without building.');
    process.exit(0);
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  for (const workspace of ['@bazaar/api', '@bazaar/web']) {
    const build = spawnSync(npm, ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  writeFileSync(path.join(root, FINGERPRINT_FILE), `${fingerprint}\n`);
}

#!/usr/bin/env node
// Stops `npm start`, `npm test` and `npm run dev` on a Node.js Bazaar does not run on, with one
// sentence instead of a stack trace from deep inside a dependency. CommonJS and old syntax on
// purpose: it has to run on the old Node it turns away. `npm install` is stopped before it
// installs anything by npm (`engine-strict` in .npmrc holds it to package.json's `engines`, ADR 0083).
'use strict';

/** Oldest minor of each supported major line; a major above the newest listed is supported too. */
const OLDEST_MINOR_BY_MAJOR = { 22: 19, 24: 0 };

/** The same rule as a semver range: package.json's `engines.node` must say exactly this. */
const SUPPORTED_RANGE = '^22.19.0 || >=24.0.0';

function isSupported(version) {
  const parts = String(version).replace(/^v/, '').split('.').map(Number);
  const major = parts[0];
  const minor = parts[1];
  const majors = Object.keys(OLDEST_MINOR_BY_MAJOR).map(Number);
  if (major > Math.max.apply(null, majors)) return true;
  return major in OLDEST_MINOR_BY_MAJOR && minor >= OLDEST_MINOR_BY_MAJOR[major];
}

module.exports = { isSupported, SUPPORTED_RANGE };

if (require.main === module && !isSupported(process.versions.node)) {
  console.error(
    'Bazaar needs Node.js 24 LTS (or 22.19 and newer), and this is Node.js ' +
      process.versions.node +
      ': install Node.js 24 (see "Quick start" in README.md) and run the command again.',
  );
  process.exit(1);
}

// Bundles the api into dist/server.js, and the demo seed's catalog printer (`npm run demo-catalog`)
// into dist/demo-catalog.js, and each worker thread's entry into dist/<name>.js: our code and @bazaar/contracts (TypeScript source) are
// bundled; every other npm package stays external and is loaded from node_modules at run time.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleWorkspacePackages } from '../../../scripts/bundle-workspace-packages.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiRoot, 'dist');

await rm(path.join(apiRoot, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: path.join(apiRoot, 'src', 'server.ts'),
    'demo-catalog': path.join(apiRoot, 'src', 'seed', 'demo-catalog.cli.ts'),
    // Worker threads' entries (ADR 0086, 0087), found beside server.js by `workerEntry`.
    'file-reader.worker': path.join(
      apiRoot,
      'src',
      'modules',
      'importing',
      'file-reader.worker.ts',
    ),
    'busy-periods.worker': path.join(
      apiRoot,
      'src',
      'modules',
      'bookings',
      'busy-periods.worker.ts',
    ),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [bundleWorkspacePackages],
  banner: {
    js: "import { createRequire as __bazaarCreateRequire } from 'node:module'; const require = __bazaarCreateRequire(import.meta.url);",
  },
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `built ${Object.keys(result.metafile.outputs)
    .filter((file) => file.endsWith('.js'))
    .join(', ')} (${Math.round(bytes / 1024)} KiB with map)`,
);

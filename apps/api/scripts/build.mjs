// Bundles the api into dist/server.js: our code and @bazaar/contracts (TypeScript source) are
// bundled; every other npm package stays external and is loaded from node_modules at run time.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const outfile = path.join(apiRoot, 'dist', 'server.js');

/** Bare imports are external, except our workspace packages, which ship as TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(buildApi) {
    buildApi.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@bazaar/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(path.join(apiRoot, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(apiRoot, 'src', 'server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages],
  banner: {
    js: "import { createRequire as __bazaarCreateRequire } from 'node:module'; const require = __bazaarCreateRequire(import.meta.url);",
  },
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `built ${path.relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} KiB with map)`,
);

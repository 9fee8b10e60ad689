// The esbuild plugin both servers are bundled with (apps/api/scripts/build.mjs,
// apps/web/scripts/build-server.mjs): our workspace packages ship as TypeScript source, so they
// are bundled; every other bare import stays external and loads from node_modules at run time.

/** @type {import('esbuild').Plugin} */
export const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(buildApi) {
    buildApi.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@bazaar/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// Production build of the API server (`npm run build -w @orbit/server`): one ESM bundle at dist/server.js
// that `node apps/server/dist/server.js` runs without tsx. The workspace packages (@orbit/*, TypeScript
// sources) are bundled in; every npm package stays external and is loaded from node_modules at run time.
//
// Files read beside the code through import.meta.url must sit beside the bundle, since every module's
// import.meta.url becomes dist/server.js once bundled:
//   db/client.ts   <dir>/migrations   ->  dist/migrations   (the SQL and drizzle's meta/_journal.json)
//   seed/seed.ts   <dir>/assets       ->  dist/assets       (the demo merchant's SVGs, when there are any)
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');
const dist = path.join(here, 'dist');

/** Bare imports stay external, except the workspace packages, which ship as TypeScript and must be bundled. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@orbit/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(src, 'server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
  // Bundled CommonJS (and esbuild's own require shim) needs a `require`, which ESM does not have. The
  // alias keeps clear of modules that make their own (site/geo.ts declares `const require`).
  banner: {
    js: "import { createRequire as __orbitCreateRequire } from 'node:module';\nconst require = __orbitCreateRequire(import.meta.url);",
  },
});

cpSync(path.join(src, 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
const seedAssets = path.join(src, 'seed', 'assets');
if (existsSync(seedAssets)) cpSync(seedAssets, path.join(dist, 'assets'), { recursive: true });

const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes ?? 0;
console.log(
  `built ${path.relative(process.cwd(), path.join(dist, 'server.js'))} (${Math.round(bytes / 1024)} KB), migrations${existsSync(seedAssets) ? ', seed assets' : ''} copied`,
);

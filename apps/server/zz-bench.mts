import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '/work/wt-f/apps/server/src/db/client.ts';
import { seedDemo } from '/work/wt-f/apps/server/src/db/seed/seed.ts';
let t = Date.now();
const d = openDatabase({});
await d.migrate();
console.log('migrate', Date.now() - t); t = Date.now();
await seedDemo(d);
console.log('seed', Date.now() - t); t = Date.now();
const c = (d.db as any).$client as PGlite;
const blob = await c.dumpDataDir('none');
console.log('dump', Date.now() - t, blob.size); t = Date.now();
for (let i = 0; i < 3; i++) {
  const p = new PGlite({ loadDataDir: blob });
  await p.waitReady;
  const r = await p.query('select count(*) from members');
  console.log('load', Date.now() - t, r.rows); t = Date.now();
  await p.close();
}
t = Date.now();
const blob2 = await c.dumpDataDir('gzip');
console.log('dumpgz', Date.now() - t, blob2.size); t = Date.now();
const p = new PGlite({ loadDataDir: blob2 }); await p.waitReady; console.log('loadgz', Date.now() - t);
t = Date.now();
const e = new PGlite(); await e.waitReady; console.log('empty', Date.now() - t);

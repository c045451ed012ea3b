import { PGlite } from '@electric-sql/pglite';
import { writeFileSync, readFileSync } from 'node:fs';
let t = Date.now();
const lap = (n) => { console.log(n, Date.now() - t); t = Date.now(); };
if (process.argv[2] === 'make') {
  const a = await PGlite.create(); lap('first');
  const dump = await a.dumpDataDir('none'); writeFileSync('/tmp/pgdump.tar', Buffer.from(await dump.arrayBuffer())); lap('dump');
} else {
  const c = await PGlite.create({ loadDataDir: new Blob([readFileSync('/tmp/pgdump.tar')]) }); lap('fresh process from dump');
}

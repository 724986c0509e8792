import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = new PGlite();
await db.waitReady; console.log('init', Date.now()-t);
await db.exec('create table a(x int); insert into a values (1)');
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const db2 = new PGlite({loadDataDir: dump}); await db2.waitReady; console.log('load', Date.now()-t, (await db2.query('select * from a')).rows);

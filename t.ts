import { PGlite } from '@electric-sql/pglite'
let t = Date.now()
const a = new PGlite(); await a.waitReady; console.log('new', Date.now() - t)
await a.exec('create table x (id int)')
t = Date.now(); const b = await a.clone(); await b.waitReady; console.log('clone', Date.now() - t)
console.log((await b.query('select count(*) from x')).rows)
t = Date.now(); const c = new PGlite(); await c.waitReady; console.log('new2', Date.now() - t)

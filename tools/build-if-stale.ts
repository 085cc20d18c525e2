/**
 * The first half of `npm start`: builds the web app (dist/) and the compiled server
 * (dist-server/) only when one is missing, older than its sources or made with other VITE_*
 * variables (build-targets.ts); then `npm start` runs `node dist-server/main.js`. The site's
 * contacts are not part of the build (decision 053).
 */
import { buildIfStale, serverBuild, webBuild } from './build-targets.ts'

for (const target of [webBuild, serverBuild]) await buildIfStale(target)

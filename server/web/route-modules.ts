/**
 * Which lazily loaded modules of the web app (their paths under web/, as Vite's manifest names
 * them) draw each page: the route table's `modules` (schemas/routes.ts). The page shell preloads a
 * route's modules with the entry, instead of the browser finding them only after the entry has
 * run: one round trip fewer on a slow network (server/web/page-shell.ts matches the request against
 * the table). The build fails when a module named in the table is
 * not a chunk of it (tools/vite-route-modules.ts); bench/size-budgets.test.ts checks it too.
 */
import { routeTable } from '#schemas/routes.ts'

export type RouteModules = { path: string; modules: readonly string[] }

export const routeModules: readonly RouteModules[] = routeTable.map(({ path, modules }) => ({ path, modules }))

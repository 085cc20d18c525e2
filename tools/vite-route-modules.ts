/**
 * Fails the build when a module the route table names (schemas/routes.ts `modules`) is not a chunk
 * of the build's manifest: the server finds a route's chunks in the manifest by those source paths
 * to preload them (server/web/page-shell.ts), so a renamed file or a module no longer loaded on
 * demand would silently lose the preload. The same holds for the app's start (`appStartModule`),
 * which every page preloads.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { appStartModule, routeTable } from '../schemas/routes.ts'

/** The table's modules missing from a manifest's keys, each with the routes that name it. */
export function modulesMissingFrom(manifestKeys: readonly string[], table: readonly { id: string; modules: readonly string[] }[] = [{ id: 'app start', modules: [appStartModule] }, ...routeTable]): string[] {
  const keys = new Set(manifestKeys)
  return table.flatMap((route) => route.modules.filter((module) => !keys.has(module)).map((module) => `${module} (route ${route.id})`))
}

export function routeModulesCheck(): Plugin {
  let manifestFile = ''
  let isSsrBuild = false
  return {
    name: 'route-modules-check',
    apply: 'build',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr)
      manifestFile = path.resolve(config.root, config.build.outDir, '.vite', 'manifest.json')
    },
    async closeBundle() {
      if (isSsrBuild) return
      const keys = Object.keys(JSON.parse(await readFile(manifestFile, 'utf8')) as object)
      const missing = modulesMissingFrom(keys)
      if (missing.length > 0) throw new Error(`The route table names modules the build has no chunk for: ${missing.join(', ')}. Fix their paths in schemas/routes.ts or load them with import().`)
    },
  }
}

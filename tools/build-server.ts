/**
 * `npm run build:server`: compiles the server (`server/main.ts`), the staff accounts command
 * (`tools/staff.ts`, into `staff.js`), the key-rotation command
 * (`tools/rotate-keys.ts`) and the migration command (`tools/migrate.ts`) into `dist-server/main.js`,
 * `rotate-keys.js` and `migrate.js`, plain
 * JavaScript that Node runs without tsx (the Docker image runs them; `npm start` too). esbuild
 * bundles the project's own code, reading the `#schemas/*`, `#engine/*`, `#catalog/*` imports of
 * package.json and inlining imported JSON; packages stay imports from node_modules.
 *
 * A module finds files beside its source (`new URL('./migrations/', import.meta.url)`,
 * `../../tests-catalog/`, `../dist/`): in the bundle each module's `import.meta.url` is replaced by
 * its source file's address, written relative to the bundle, so those files are read from the
 * tree as before (an image keeps `server/db/migrations/` and `tests-catalog/` beside
 * `dist-server/`). Decision 050.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

export const repoRoot = fileURLToPath(new URL('../', import.meta.url))

/** The compiled programs, by output name. */
export const serverEntryPoints = { main: 'server/main.ts', 'rotate-keys': 'tools/rotate-keys.ts', migrate: 'tools/migrate.ts', staff: 'tools/staff.ts' } as const

export const defaultServerOutDir = path.join(repoRoot, 'dist-server')

/** `import.meta.url` of each project module becomes its source file's URL, resolved from the bundle's own. */
export function sourceLocations(outDir: string): Plugin {
  return {
    name: 'source-locations',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined
        const text = await readFile(file, 'utf8')
        if (!text.includes('import.meta.url')) return undefined
        const fromBundle = path.relative(outDir, file).split(path.sep).join('/')
        const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`
        return { contents: text.replaceAll('import.meta.url', sourceUrl), loader: file.endsWith('.tsx') ? 'tsx' : 'ts' }
      })
    },
  }
}

/** Builds into outDir (default dist-server/, which must lie inside the repository so node_modules is found). */
export async function buildServer(outDir: string = defaultServerOutDir): Promise<void> {
  await build({
    absWorkingDir: repoRoot,
    entryPoints: serverEntryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceLocations(outDir)],
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  await buildServer()
  process.stdout.write(`Server compiled into dist-server/ in ${Date.now() - started} ms\n`)
}

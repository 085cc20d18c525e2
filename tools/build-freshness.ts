/**
 * Whether a build (the web app in dist/, the compiled server in dist-server/) must be made again
 * before `npm start` runs it: when it is missing, when a source file changed after it, or when it
 * was made with other settings (Vite writes VITE_* variables into the bundle).
 * `buildFreshness` is the decision, a pure function; `sourceFiles` and `buildStamp` read the disk
 * for it. Used by `build-if-stale.ts`.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export type SourceFile = { readonly path: string; readonly modifiedAt: number }

/** What a finished build recorded: when, and with which settings (a hash, never the values). */
export type BuildStamp = { readonly builtAt: number; readonly settings: string }

export type Freshness = { readonly fresh: true } | { readonly fresh: false; readonly reason: string }

export function buildFreshness({ stamp, sources, settings }: { stamp: BuildStamp | undefined; sources: readonly SourceFile[]; settings: string }): Freshness {
  if (!stamp) return { fresh: false, reason: 'there is no build yet' }
  if (stamp.settings !== settings) return { fresh: false, reason: 'it was built with other settings' }
  const newer = sources.filter((file) => file.modifiedAt > stamp.builtAt)
  if (newer.length === 0) return { fresh: true }
  const newest = newer.reduce((a, b) => (b.modifiedAt > a.modifiedAt ? b : a))
  const others = newer.length > 1 ? ` and ${newer.length - 1} more` : ''
  return { fresh: false, reason: `${newest.path}${others} changed since it was built` }
}

/** Tests, READMEs and test support change nothing a build contains. */
const notBuilt = /(\.test\.tsx?|\.spec\.ts|\.md)$|(^|\/)testing\//

/** Every file under these paths (folders walked, files taken as they are), relative to root. */
export function sourceFiles(root: string, paths: readonly string[]): SourceFile[] {
  const files: SourceFile[] = []
  const visit = (relative: string) => {
    const absolute = path.join(root, relative)
    if (!existsSync(absolute)) return
    const stat = statSync(absolute)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(absolute)) if (entry !== 'node_modules' && !entry.startsWith('.')) visit(path.posix.join(relative, entry))
    } else if (!notBuilt.test(relative)) {
      files.push({ path: relative, modifiedAt: stat.mtimeMs })
    }
  }
  for (const relative of paths) visit(relative)
  return files
}

/** A hash of the environment variables whose names start with the prefixes: a build that depends on them records it. */
export function settingsHash(env: Readonly<Record<string, string | undefined>>, prefixes: readonly string[]): string {
  const entries = Object.entries(env)
    .filter(([name, value]) => value !== undefined && prefixes.some((prefix) => name.startsWith(prefix)))
    .sort(([a], [b]) => a.localeCompare(b))
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex')
}

export function readBuildStamp(file: string): BuildStamp | undefined {
  if (!existsSync(file)) return undefined
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildStamp>
    return typeof stamp.builtAt === 'number' && typeof stamp.settings === 'string' ? { builtAt: stamp.builtAt, settings: stamp.settings } : undefined
  } catch {
    return undefined
  }
}

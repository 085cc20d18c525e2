/**
 * A copy of the repository as a fresh clone would have it: the tracked files plus new ones git does
 * not ignore, without dist/, storybook-static/ or anything else an earlier build left behind, and
 * the installed node_modules linked in. For tests that build or serve the repository on its own
 * (the Storybook build, the Storybook panel, the dev server's catalogue reload).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/** Makes the copy in a new temporary folder whose name starts with `prefix`, and returns its path. */
export function cleanCheckout(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    try {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      cpSync(path.join(repoRoot, file), path.join(dir, file))
    } catch {
      // A file deleted in the working tree but not yet in git: a clone would not have it either.
    }
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}

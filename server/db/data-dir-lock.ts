/**
 * One server per data folder. PGlite must not be opened by two processes at once (it would
 * corrupt the files), so the first server writes its process id into `server.lock`; a second
 * one finds the lock held by a live process and stops with a clear message. A lock left by a
 * process that died (a crash, SIGKILL) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`The data folder ${dataDir} is already in use by another server (process ${pid}). Stop that server, or start this one with another DATA_DIR.`)
    this.name = 'DataDirInUseError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the data folder's lock; returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder)
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`)
}

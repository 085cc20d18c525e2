/**
 * Fetches every test definition in a language, one after another, so the service worker keeps
 * each (web/features/offline-worker/cache-rules.ts: the definitions cache, one entry per test and
 * language). Only on the visitor's request (save-tests-for-offline.tsx): nothing is prefetched.
 * The test codes are read from the catalogue at build time, the codes only (no definition text).
 */
import type { Locale } from '#schemas/locales.ts'
import { callApi } from '../../shared/api-client.ts'

const testCodes = import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'testCode' })

/** Every catalogue test's code, in the catalogue's file order. */
export const everyTestCode: readonly string[] = Object.values(testCodes)

export type SaveProgress = { saved: number; failed: number; total: number }

/** Fetches each test's definition in `locale`, reporting after each; resolves to the final count. */
export async function saveTestsForOffline(locale: Locale, onProgress: (progress: SaveProgress) => void, codes: readonly string[] = everyTestCode): Promise<SaveProgress> {
  const progress: SaveProgress = { saved: 0, failed: 0, total: codes.length }
  for (const testCode of codes) {
    const result = await callApi('testDefinition', { headers: { 'x-test-code': testCode }, query: { lang: locale } })
    if (result.ok) progress.saved += 1
    else progress.failed += 1
    onProgress({ ...progress })
  }
  return progress
}

/** Whether the browser asks to save data (Chromium's Save-Data, a data-saver or a metered plan). */
export function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

/** Whether a service worker serves this page, so what is fetched is kept for offline use. */
export function canKeepOffline(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)
}

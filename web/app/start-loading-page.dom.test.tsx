// @vitest-environment jsdom
/**
 * The entry starts the page's own route before the first render asks for it (startLoadingPage,
 * web/main.tsx): on a Kiswahili page that fetches the route's catalogues beside the shell's, so
 * the route's words are in Kiswahili without a round trip after the shell's. The home page (in the
 * entry) and an address no route draws start nothing.
 */
import { msg } from '@lingui/core/macro'
import { afterAll, expect, it, vi } from 'vitest'
import { i18n } from '../shared/i18n.ts'
import { backToEnglish } from '../testing/kiswahili-page.ts'
import { startLoadingPage } from './app.tsx'

afterAll(backToEnglish)

// The test flow's button, from the test flow's catalogue (web/features/test-flow/locales/sw.po), which only the test route loads.
const next = msg({ message: 'Next', context: 'question page' })

it("fetches a Kiswahili page's route catalogues as soon as the entry asks, with no render", async () => {
  i18n.loadAndActivate({ locale: 'sw', messages: {} })
  startLoadingPage('/')
  startLoadingPage('/no/such/page')
  expect(i18n._(next)).toBe('Next')
  startLoadingPage('/tests/depression')
  await vi.waitFor(() => expect(i18n._(next)).not.toBe('Next'), { timeout: 10_000 })
})

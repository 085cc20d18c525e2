/**
 * Set-up for every vitest file:
 * - Testing Library's findBy queries and waitFor wait up to 10 s (instead of 1 s) for something to
 *   appear. Screens loaded on demand (lazy routes, the chat panel) can take longer than a second on
 *   a busy 2-core CI machine; what is asserted does not change, only how long the test waits.
 * - Lingui (decision 056): tests run in English, with each message's English text kept in the code
 *   by the macros, so no catalogue is needed; every render gets the app's I18nProvider, as the app
 *   gives its pages. A test of another language activates it and loads its catalogues itself.
 */
import { i18n } from '@lingui/core'
import { configure } from '@testing-library/dom'
import { vi } from 'vitest'

configure({ asyncUtilTimeout: 10_000 })

i18n.loadAndActivate({ locale: 'en', messages: {} })

vi.mock('@testing-library/react', async (importOriginal) => {
  type TestingLibrary = typeof import('@testing-library/react')
  const testingLibrary = await importOriginal<TestingLibrary>()
  const { withAppI18n } = await import('../web/testing/app-i18n.tsx')
  const render = (ui: Parameters<TestingLibrary['render']>[0], options?: Parameters<TestingLibrary['render']>[1]) =>
    testingLibrary.render(ui, { ...options, wrapper: withAppI18n(options?.wrapper) })
  const renderHook = (callback: (props: unknown) => unknown, options?: Parameters<TestingLibrary['renderHook']>[1]) =>
    testingLibrary.renderHook(callback, { ...options, wrapper: withAppI18n(options?.wrapper) })
  return { ...testingLibrary, render: render as TestingLibrary['render'], renderHook: renderHook as TestingLibrary['renderHook'] }
})

/**
 * The app's I18nProvider around a test's render (tools/dom-test-setup.ts gives it to every
 * `render` and `renderHook`), keeping any wrapper the test passes inside it.
 */
import { I18nProvider } from '@lingui/react'
import type { ComponentType, ReactNode } from 'react'
import { i18n } from '../shared/i18n.ts'

export function withAppI18n(Inner?: ComponentType<{ children: ReactNode }>): ComponentType<{ children: ReactNode }> {
  return function AppI18n({ children }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>
  }
}

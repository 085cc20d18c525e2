/**
 * What every story gets: the site's stylesheet and toast styles, the page's language, a memory
 * router at the story's `route` parameter (default `/`), and the toast container the app mounts
 * (SPEC.md section 9: toasts close after 5 seconds), imported from 'react-toastify/unstyled' like
 * the app. Each story of a test page starts that test afresh: progress an earlier story left (the
 * app keeps a test in progress for the tab, to resume it) is cleared first.
 *
 * Every story shows in English and in Kiswahili (issue 20): the toolbar's Language global picks
 * one; a loader fetches that language's catalogues (the shell's and every feature's, since a story
 * may draw any) and activates it before the story renders, as the app does before its first
 * render, and the router runs under the language's basename (`/sw`), so links keep the language.
 * stories/stories.dom.test.tsx applies the same annotations when it runs the stories as tests.
 */
import type { Decorator, Preview } from '@storybook/react-vite'
import { I18nProvider } from '@lingui/react'
import { MemoryRouter } from 'react-router-dom'
import { ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import '../web/styles.css'
import { isLocale, localeNames, locales, localisedPath, type Locale } from '../schemas/locales.ts'
import { i18n, loadCatalogues, routerBasename } from '../web/shared/i18n.ts'
import { clearProgress } from '../web/features/test-flow/test-progress.ts'

/** Every feature folder with a catalogue of its own (web/features/<name>/locales/). */
const featuresWithCatalogues = [...new Set(Object.keys(import.meta.glob('../web/features/*/locales/en.po')).map((file) => file.split('/')[3]!))]

/** The test a story's route opens (/tests/<slug>), if any. */
function testOf(route: unknown): string | undefined {
  return typeof route === 'string' ? /^\/tests\/([^/?#]+)/.exec(route)?.[1] : undefined
}

const localeOf = (globals: Record<string, unknown>): Locale => (isLocale(globals.locale) ? globals.locale : 'en')

const inLanguageAndRoute: Decorator = (Story, { parameters, globals }) => {
  const locale = localeOf(globals)
  const route = typeof parameters.route === 'string' ? parameters.route : '/'
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter key={locale} basename={routerBasename(locale)} initialEntries={[localisedPath(route, locale)]}>
        <Story />
        <ToastContainer autoClose={5000} />
      </MemoryRouter>
    </I18nProvider>
  )
}

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'The language the story is drawn in',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((locale) => ({ value: locale, title: localeNames[locale], right: locale })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [inLanguageAndRoute],
  loaders: [
    async ({ globals }) => {
      const locale = localeOf(globals)
      await loadCatalogues(locale, featuresWithCatalogues)
      document.documentElement.lang = locale
      return {}
    },
  ],
  beforeEach: ({ parameters }) => {
    const slug = testOf(parameters.route)
    if (slug) clearProgress(slug)
  },
  parameters: { layout: 'fullscreen' },
}

export default preview

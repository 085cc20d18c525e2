/**
 * Lingui's catalogues (issue 20; decision 056). `npm run i18n:extract` reads the messages out of
 * the code into one `.po` catalogue per language in each `locales/` folder listed here; the
 * Kiswahili entries are filled in by the team and reviewed by a fluent clinical reviewer.
 *
 * The web app's messages are split so a page loads only what it shows, in its language only:
 * `web/locales/` holds the shell every page draws (navigation, footer, home page, offline page,
 * the assistant, shared pieces and the shared sentences of schemas/); each other feature folder
 * has its own catalogue, loaded with the feature's route (web/shared/i18n.ts). The server's
 * visitor-facing messages (mails, receipts, errors) are in `server/locales/`, the assistant's replies in
 * `server/chat/locales/`; server/i18n/ loads both (compiled by `npm run i18n:server`).
 */
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** Feature folders drawn on every page, whose messages ride in the shell catalogue. */
export const shellFeatures = ['navigation', 'footer', 'home', 'offline', 'offline-worker', 'offline-tests', 'chat'] as const

/** Feature folders with a catalogue of their own, loaded with the routes that draw them. */
export const routeFeatures = [
  'booking',
  'catalogue',
  'checkout',
  'feedback',
  'fhir-export',
  'full-report',
  'manage',
  // Loaded by no page of the browser: only the server's renderer of pages without JavaScript (decision 092).
  'no-script',
  'payment',
  'premium',
  'result',
  'screening',
  'search',
  'services',
  'static-pages',
  'test-flow',
  'wellness',
] as const

const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**']

/**
 * Files of schemas/ whose messages only one feature of the web shows: they ride in that feature's
 * catalogue, not in the shell every page loads (the server's catalogue still has them).
 */
const featureSchemaFiles: Partial<Record<(typeof routeFeatures)[number], readonly string[]>> = {
  booking: ['<rootDir>/schemas/booking-field-titles.ts'],
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sw'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/web/locales/{locale}',
      include: ['<rootDir>/web/app', '<rootDir>/web/shared', ...shellFeatures.map((name) => `<rootDir>/web/features/${name}`), '<rootDir>/schemas'],
      exclude: [...testFiles, ...Object.values(featureSchemaFiles).flat()],
    },
    ...routeFeatures.map((name) => ({
      path: `<rootDir>/web/features/${name}/locales/{locale}`,
      include: [`<rootDir>/web/features/${name}`, ...(featureSchemaFiles[name] ?? [])],
      exclude: testFiles,
    })),
    {
      // The assistant's replies have a catalogue of their own (server/chat/), so its translators and the rest of the server's never edit one file at once.
      path: '<rootDir>/server/chat/locales/{locale}',
      include: ['<rootDir>/server/chat'],
      exclude: testFiles,
    },
    {
      path: '<rootDir>/server/locales/{locale}',
      include: ['<rootDir>/server', '<rootDir>/schemas'],
      exclude: [...testFiles, '<rootDir>/server/chat/**'],
    },
  ],
})

/**
 * The web app manifest of each page language (decision 075): the build writes both
 * (tools/vite-offline-worker.ts) and index.html links the English one; the server's page shell
 * links the Kiswahili one on a Kiswahili page (server/web/page-language.ts), whose start_url is /sw/.
 * Pure: no imports.
 */
export const webAppManifestFiles = { en: 'manifest.webmanifest', sw: 'manifest-sw.webmanifest' } as const

/**
 * The tab title of a page that names none: index.html's `<title>`, which the server's page shell
 * gives a Kiswahili page in Kiswahili (decision 059) and the browser puts back when a page that
 * named itself goes (web/shared/use-document-title.ts, decision 062). One sentence for both, so
 * the two catalogues (server/locales, web/locales) carry the same message. Pure: no imports.
 */
export const defaultPageTitle = /*i18n*/ { id: 'page.default-title', message: 'Free health self-tests for Kenya' }

/**
 * The pages of the unsubscribe link (decision 090), in the language of the mail the link came in:
 * the choice (unsubscribe or erase, each a button of a plain form posted back to the same
 * address, so the page needs no script), what was done, and an unknown link. Plain HTML with no
 * style or script, like the payment sandbox's pages; nothing a person typed is shown.
 */
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import { localisedPath, type Locale } from '#schemas/locales.ts'
import { i18nFor } from '../i18n/index.ts'

const brand = placeholderSite.brand.name

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)
}

function page(locale: Locale, heading: string, body: string): string {
  const home = i18nFor(locale)._(/*i18n*/ { id: 'unsubscribe.home', message: 'Go to the {brand} home page', values: { brand } })
  return `<!doctype html>
<html lang="${locale}">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head>
  <body><main><h1>${escapeHtml(heading)}</h1>${body}<p><a href="${escapeHtml(localisedPath('/', locale))}">${escapeHtml(home)}</a></p></main></body>
</html>
`
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`

/** The choice: two forms posting back to this address (its token is in the query). */
export function unsubscribeChoiceHtml(locale: Locale): string {
  const i18n = i18nFor(locale)
  return page(
    locale,
    i18n._(/*i18n*/ { id: 'unsubscribe.heading', message: 'Your subscription to {brand} updates', values: { brand } }),
    [
      paragraph(i18n._(/*i18n*/ { id: 'unsubscribe.what', message: 'This link is for the address that receives our health tips and news. Choose one:' })),
      `<form method="post"><input type="hidden" name="action" value="unsubscribe"><p>${escapeHtml(i18n._(/*i18n*/ { id: 'unsubscribe.unsubscribe.explain', message: 'Unsubscribe: no more mails, and your address is deleted from the list at once.' }))}</p><button type="submit">${escapeHtml(i18n._(/*i18n*/ { id: 'unsubscribe.unsubscribe.button', message: 'Unsubscribe' }))}</button></form>`,
      `<form method="post"><input type="hidden" name="action" value="erase"><p>${escapeHtml(i18n._(/*i18n*/ { id: 'unsubscribe.erase.explain', message: 'Erase: the same, and the copies of the mails we sent to this address that we still hold are deleted too.' }))}</p><button type="submit">${escapeHtml(i18n._(/*i18n*/ { id: 'unsubscribe.erase.button', message: 'Erase my subscription' }))}</button></form>`,
    ].join(''),
  )
}

export function unsubscribedHtml(locale: Locale, erased: boolean): string {
  const i18n = i18nFor(locale)
  return erased
    ? page(
        locale,
        i18n._(/*i18n*/ { id: 'unsubscribe.erased.heading', message: 'Your subscription is erased' }),
        paragraph(i18n._(/*i18n*/ { id: 'unsubscribe.erased.text', message: 'Your address and the mails we sent to it are deleted. You will get no more mails from this list.' })),
      )
    : page(
        locale,
        i18n._(/*i18n*/ { id: 'unsubscribe.done.heading', message: 'You are unsubscribed' }),
        paragraph(i18n._(/*i18n*/ { id: 'unsubscribe.done.text', message: 'Your address is deleted from the list. You will get no more mails from it.' })),
      )
}

export function unknownUnsubscribeLinkHtml(locale: Locale): string {
  const i18n = i18nFor(locale)
  return page(
    locale,
    i18n._(/*i18n*/ { id: 'unsubscribe.unknown.heading', message: 'This link no longer works' }),
    paragraph(
      i18n._(/*i18n*/ {
        id: 'unsubscribe.unknown.text',
        message: 'The subscription it was for has already been removed, or the link was not copied whole. Nothing was changed. If you still get our mails, open the link in the latest one.',
      }),
    ),
  )
}

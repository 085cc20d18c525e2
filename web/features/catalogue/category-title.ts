/** The tab title of /categories/:slug in the page's language: the category's title, or "Category not found". */
import { t } from '@lingui/core/macro'
import { activeLocale } from '../../shared/i18n.ts'
import { findCategory } from './catalogue-index.ts'

export function categoryTitle(slug: string | undefined): string {
  return findCategory(slug ?? '', activeLocale())?.title ?? t({ message: 'Category not found', comment: 'Tab title of a category address that names no category' })
}

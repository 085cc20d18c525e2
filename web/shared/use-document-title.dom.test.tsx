// @vitest-environment jsdom
/** The tab title: the page's own while it shows, the site's default (index.html's) after it goes. */
import { cleanup, render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { i18n } from '@lingui/core'
import { afterEach, expect, it } from 'vitest'
import { defaultTitle, useDocumentTitle } from './use-document-title.ts'

function Page({ title }: { title: string }) {
  useDocumentTitle(title)
  return null
}

afterEach(cleanup)

it("shows the page's title, then the site's default once the page goes, even when the page started with its own", () => {
  document.title = 'Talk to a Doctor | Afya Hub' // as a prerendered page arrives
  const { unmount } = render(<Page title="Talk to a Doctor" />)
  expect(document.title).toBe('Talk to a Doctor | Afya Hub')
  unmount()
  expect(document.title).toBe(i18n._(defaultTitle))
})

it("keeps the default in step with index.html's title", () => {
  const indexHtml = readFileSync('web/index.html', 'utf8')
  expect(indexHtml).toContain(`<title>${i18n._(defaultTitle)}</title>`)
})

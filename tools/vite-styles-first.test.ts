import { describe, expect, it } from 'vitest'
import { stylesFirst } from './vite-styles-first.ts'

const built = `<head>
    <title>Free health self-tests for Kenya</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/page-shell-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>`

describe('the stylesheet before the scripts', () => {
  it('asks for the CSS the first paint needs before the JavaScript that can wait', () => {
    const html = stylesFirst(built)
    expect(html.indexOf('index-c.css')).toBeLessThan(html.indexOf('index-a.js'))
    expect(html.indexOf('index-a.js')).toBeLessThan(html.indexOf('page-shell-b.js'))
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1)
    expect(html).toContain('<title>Free health self-tests for Kenya</title>')
  })

  it('leaves a page without a stylesheet as it is', () => {
    const html = built.replace(/\s*<link rel="stylesheet"[^>]*>/, '')
    expect(stylesFirst(html)).toBe(html)
  })
})

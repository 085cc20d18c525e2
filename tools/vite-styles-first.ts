/**
 * The page's stylesheet before its scripts in the built index.html (issue 21, item 3; decision
 * 101). Vite writes the entry `<script type="module">` and its `<link rel="modulepreload">`s first
 * and the stylesheet last; the browser asks for them in that order, so on a slow connection the
 * only file the first paint waits for (the CSS: a prerendered page is drawn from its HTML and CSS,
 * the module scripts are deferred) starts behind the JavaScript it shares the bandwidth with.
 * Every prerendered page and the server's page shell start from this index.html.
 */
import type { Plugin } from 'vite'

const stylesheet = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g

/** index.html with its stylesheet links moved to just before its first script or module preload. */
export function stylesFirst(html: string): string {
  const sheets = html.match(stylesheet)
  if (!sheets) return html
  const rest = html.replace(stylesheet, '')
  const first = rest.search(/[ \t]*<(script|link rel="modulepreload")\b/)
  if (first < 0) return html
  return rest.slice(0, first) + sheets.map((sheet) => (sheet.endsWith('\n') ? sheet : `${sheet}\n`)).join('') + rest.slice(first)
}

export function stylesBeforeScripts(): Plugin {
  return {
    name: 'styles-before-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesFirst },
  }
}

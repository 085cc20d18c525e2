/**
 * Runs axe-core in the page (injected from node_modules/axe-core/axe.min.js) and fails on serious
 * or critical violations, printing each with its nodes. Lesser ones are printed, not failed.
 */
import path from 'node:path'
import type { Page } from 'playwright-core'
import { repoRoot } from './server.ts'

const AXE_PATH = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js')

type Violation = {
  id: string
  impact?: string | null
  help: string
  helpUrl: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((node) => `    ${JSON.stringify(node.target)}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
      return `  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`
    })
    .join('\n')
}

export async function checkA11y(page: Page, label: string): Promise<void> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined')
  if (!loaded) await page.addScriptTag({ path: AXE_PATH })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }))
  })
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const minor = violations.filter((v) => !serious.includes(v))
  if (minor.length > 0) console.warn(`axe (${label}): ${minor.length} minor/moderate violation(s):\n${describe(minor)}`)
  if (serious.length > 0) {
    const message = `axe (${label}): ${serious.length} serious or critical violation(s):\n${describe(serious)}`
    console.error(message)
    throw new Error(message)
  }
}

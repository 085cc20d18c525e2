// @vitest-environment jsdom
/**
 * The intro dialog tells a person, before they begin, that a guideline checklist is not a validated
 * scale (source.kind in the definition), and who the test is for (audience.note, with its minimum
 * age). Rendered from the real catalogue definitions.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadDefinition } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { i18n } from '@lingui/core'
import { checklistNoticeHeading } from '../../shared/instrument-kind-notice.tsx'
import { IntroDialog } from './intro-dialog.tsx'

afterEach(() => cleanup())

const files = import.meta.glob<unknown>('../../../tests-catalog/tests/*.json', { eager: true, import: 'default' })
const definitions: TestDefinition[] = Object.entries(files).map(([file, json]) => loadDefinition(json, file.replace(/^.*\//, '')))
const bySlug = (slug: string) => definitions.find((definition) => definition.routeSlug === slug)!

const showIntro = (definition: TestDefinition) => render(<IntroDialog definition={definition} onBegin={() => {}} onClose={() => {}} />)

describe('the intro dialog', () => {
  it.each([
    'metabolic-syndrome', 'lifestyle-habits', 'family-health-risk', 'fertility-health',
    'contraceptive-knowledge', 'lung-cancer', 'breast-cancer', 'colorectal-cancer',
  ])('%s says, before Begin Test, that it is a guideline checklist and not a validated scale', (slug) => {
    showIntro(bySlug(slug))
    const notice = screen.getByRole('complementary', { name: i18n._(checklistNoticeHeading) })
    expect(notice.textContent).toMatch(/not a validated screening scale/)
    const begin = screen.getByRole('button', { name: 'Begin Test' })
    expect(notice.compareDocumentPosition(begin) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows the notice for every guideline checklist and for no validated scale', () => {
    for (const definition of definitions) {
      showIntro(definition)
      const shown = screen.queryByRole('complementary', { name: i18n._(checklistNoticeHeading) }) !== null
      expect([definition.routeSlug, shown]).toEqual([definition.routeSlug, definition.source.kind === 'guideline-checklist'])
      cleanup()
    }
  })

  it('states the STI check\'s minimum age of 18', () => {
    showIntro(bySlug('sti-risk'))
    expect(screen.getByText(/^For adults aged 18 and over who are, or have been, sexually active/)).toBeTruthy()
  })
})

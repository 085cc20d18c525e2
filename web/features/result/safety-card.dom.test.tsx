// @vitest-environment jsdom
/**
 * The safety card as a person in crisis reads it (issue 17, item 8), with every risk-flag text of
 * the catalogue: no sentence said twice, no "not confirmed" or "given by one guide", hours only
 * where a source gives them, the weaker lines under "More places to get help", a withheld number
 * nowhere, and every number a one-tap tel: link.
 */
import { i18n } from '@lingui/core'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { CrisisContactList, TestDefinition } from '#schemas/index.ts'
import crisisContactsJson from '../../../tests-catalog/crisis-contacts.json'
import { cardSentences, sentencesOf } from './card-sentences.ts'
import { MORE_PLACES_HEADING, SafetyCard } from './safety-card.tsx'

const crisis = crisisContactsJson as CrisisContactList
afterEach(() => cleanup())

/** Every suicideRisk flag text of the catalogue, with its test's file name. */
const testFiles = import.meta.glob<TestDefinition>('../../../tests-catalog/tests/*.json', { eager: true, import: 'default' })
const flagTexts = Object.values(testFiles).flatMap((definition) =>
  (definition.scoring.flags ?? []).filter((flag) => flag.section === 'suicideRisk').map((flag) => [definition.routeSlug, flag.text] as const),
)

function renderCard(message: string) {
  render(
    <MemoryRouter>
      <SafetyCard message={message} />
    </MemoryRouter>,
  )
  return screen.getByRole('region', { name: crisis.card.heading })
}

const normalise = (sentence: string) => sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()

/** The card's sentences (heading and paragraphs), as a reader meets them. */
function cardSentencesOnScreen(card: HTMLElement): string[] {
  const heading = within(card).getByRole('heading', { level: 2 }).textContent ?? ''
  const paragraphs = [...card.querySelectorAll(':scope > p')].map((paragraph) => paragraph.textContent ?? '')
  return [heading, ...paragraphs.flatMap(sentencesOf)]
}

describe('the safety card', () => {
  it('has risk-flag texts to check', () => {
    expect(flagTexts.length).toBeGreaterThan(3)
    expect(flagTexts.map(([slug]) => slug)).toContain('depression')
  })

  it.each(flagTexts)('says each sentence once with the flag text of %s, and still says to call 999 or 112', (_, text) => {
    const card = renderCard(text)
    const sentences = cardSentencesOnScreen(card).map(normalise)
    for (const [index, sentence] of sentences.entries()) {
      const repeated = sentences.filter((other, otherIndex) => otherIndex !== index && other.includes(sentence))
      expect(repeated, `"${sentence}" is said again`).toEqual([])
    }
    expect(sentences.filter((sentence) => /call 999 or 112/.test(sentence))).toHaveLength(1)
    expect(within(card).getAllByRole('link', { name: '999' })[0]!.getAttribute('href')).toBe('tel:999')
  })

  it('gives the PHQ-9 card in three sentences and the listening line, without the repeated "call 999 or 112 now"', () => {
    const depression = flagTexts.find(([slug]) => slug === 'depression')![1]
    const card = renderCard(depression)
    const text = card.textContent ?? ''
    expect(text.match(/If you might act on these thoughts/g)).toHaveLength(1)
    expect(text.match(/You don't have to face this alone/g)).toHaveLength(1)
    expect(text).toContain('If you need someone to talk to, the people on these lines are there to listen.')
  })

  it('never shows a placeholder or a note about weak sources', () => {
    const card = renderCard(flagTexts[0]![1])
    expect(card.textContent).not.toMatch(/not confirmed|one guide|given by|check when calling|unconfirmed/i)
  })

  it('shows hours only for a line whose sources give them, exactly as a source gives them', () => {
    const card = renderCard(flagTexts[0]![1])
    const items = within(card).getAllByRole('listitem')
    for (const contact of [...crisis.contacts, ...crisis.morePlaces]) {
      const item = items.find((candidate) => candidate.querySelector('.contact-service')?.textContent === contact.service)!
      const sourcedHours = contact.sources.flatMap((source) => (source.hours ? [source.hours] : []))
      const shown = item.querySelector('.contact-hours')?.textContent
      if (sourcedHours.length === 0) expect(shown, contact.id).toBeUndefined()
      else expect(sourcedHours.map((hours) => `Hours: ${hours}`), contact.id).toContain(shown)
    }
  })

  it('lists the card lines first, then the weaker ones under "More places to get help", and no withheld number', () => {
    const card = renderCard(flagTexts[0]![1])
    const [mainList, moreList] = within(card).getAllByRole('list')
    expect(within(mainList!).getAllByRole('listitem').map((item) => item.querySelector('.contact-service')?.textContent)).toEqual(crisis.contacts.map((contact) => contact.service))
    const more = within(card).getByRole('heading', { level: 3, name: i18n._(MORE_PLACES_HEADING) })
    expect(more.nextElementSibling).toBe(moreList)
    expect(within(moreList!).getAllByRole('listitem').map((item) => item.querySelector('.contact-service')?.textContent)).toEqual(crisis.morePlaces.map((contact) => contact.service))
    for (const contact of [...crisis.contacts, ...crisis.morePlaces]) {
      for (const number of contact.numbers) {
        expect(within(card).getByRole('link', { name: `Call ${number.display}` }).getAttribute('href')).toBe(`tel:${number.tel}`)
      }
    }
    for (const number of crisis.withheld.flatMap((contact) => contact.numbers)) {
      expect(card.textContent).not.toContain(number.display)
    }
  })
})

describe('the card sentences', () => {
  it('keeps what a sentence adds after a clause already said, and drops a sentence that only repeats numbers already given', () => {
    expect(cardSentences('You are not alone', 'Thank you for saying so. You are not alone: help works, and it is close. Call 999 or 112 now, or a crisis line today.', 'If you might act on this, call 999 or 112 now. Someone will listen.')).toEqual({
      flag: ['Thank you for saying so.', 'Help works, and it is close.', 'Call 999 or 112 now, or a crisis line today.'],
      card: ['Someone will listen.'],
    })
  })
})

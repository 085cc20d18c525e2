/**
 * A message with every crisis number it names (999, 112, 1195, 116...) made a one-tap tel: link,
 * the numbers taken from tests-catalog/crisis-contacts.json so a danger sign that says "call 1195"
 * can be acted on with one tap. The rest of the text stays text.
 */
import type { ReactNode } from 'react'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContacts from '../../tests-catalog/crisis-contacts.json'

const { contacts, morePlaces } = crisisContacts as CrisisContactList
// Every number the site shows; a withheld number stays text.
const numbers = [...contacts, ...morePlaces].flatMap((contact) => contact.numbers)
const telByDisplay = new Map(numbers.map((number) => [number.display, number.tel]))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Longest first, so "0800 221 234" wins over a shorter number inside it; never part of a longer number.
const pattern = new RegExp(
  `(?<![\\d+])(${[...telByDisplay.keys()].sort((a, b) => b.length - a.length).map(escape).join('|')})(?!\\d)`,
  'g',
)

export function withCrisisNumberLinks(text: string): ReactNode[] {
  return text.split(pattern).map((part, index) => {
    const tel = index % 2 === 1 ? telByDisplay.get(part) : undefined
    return tel ? (
      <a key={index} className="tel-link" href={`tel:${tel}`}>
        {part}
      </a>
    ) : (
      part
    )
  })
}

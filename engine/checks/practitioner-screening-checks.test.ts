/**
 * The screenings file's checks, one broken thing at a time on a copy of the real file: a test that
 * does not exist, a test listed twice, a practitioner the booking form offers without an entry, an
 * entry for one it does not offer; each named with the file, the entry's pointer and what to do.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatProblem } from '#engine/index.ts'
import type { PractitionerScreenings } from '#schemas/generated/practitioner-screenings.ts'
import { catalogSlugs } from '#tools/catalog-fixtures.ts'
import { bookablePractitioners, checkPractitionerScreenings } from './practitioner-screening-checks.ts'

const real = JSON.parse(readFileSync(new URL('../../tests-catalog/practitioner-screenings.json', import.meta.url), 'utf8')) as PractitionerScreenings
const testSlugs = catalogSlugs()

function broken(edit: (plan: PractitionerScreenings) => void): PractitionerScreenings {
  const copy = structuredClone(real)
  edit(copy)
  return copy
}

describe('checkPractitionerScreenings', () => {
  it('finds nothing wrong with the catalogue file', () => {
    expect(checkPractitionerScreenings(real, testSlugs)).toEqual([])
  })

  it('takes the practitioners from the booking form', () => {
    expect([...bookablePractitioners].sort()).toEqual(['Doctor', 'Nutritionist', 'Psychologist'])
  })

  it('names the file and the entry of a screening that is not a catalogue test', () => {
    const problems = checkPractitionerScreenings(broken((plan) => plan.consultations.Psychologist!.push('burnot')), testSlugs)
    expect(problems.map(formatProblem)).toEqual([
      `practitioner-screenings.json /consultations/Psychologist/3: "burnot" is not a test in tests-catalog/tests/ (there is no tests/burnot.json); write a test's routeSlug, its file name without .json`,
    ])
  })

  it('checks the wellness check-up list too', () => {
    const problems = checkPractitionerScreenings(broken((plan) => (plan.wellnessCheckup[0] = 'lifestyle')), testSlugs)
    expect(problems).toEqual([expect.objectContaining({ pointer: '/wellnessCheckup/0', message: expect.stringContaining('"lifestyle" is not a test') })])
  })

  it('refuses a test listed twice for the same session', () => {
    const problems = checkPractitionerScreenings(broken((plan) => plan.consultations.Doctor!.push('diabetes-risk')), testSlugs)
    expect(problems).toEqual([
      { file: 'practitioner-screenings.json', pointer: '/consultations/Doctor/2', message: '"diabetes-risk" is already offered at /consultations/Doctor/0; list each test once' },
    ])
  })

  it('names a practitioner the booking form offers who has no entry', () => {
    const problems = checkPractitionerScreenings(broken((plan) => delete plan.consultations.Nutritionist), testSlugs)
    expect(problems.map(formatProblem)).toEqual([
      'practitioner-screenings.json /consultations: has no entry for Nutritionist, whom the booking form offers; add "Nutritionist": [...] with the tests to offer before the session ([] for none)',
    ])
  })

  it('accepts an empty list: that practitioner is offered no screenings', () => {
    expect(checkPractitionerScreenings(broken((plan) => (plan.consultations.Nutritionist = [])), testSlugs)).toEqual([])
  })

  it('names an entry for a practitioner the booking form does not offer', () => {
    const problems = checkPractitionerScreenings(broken((plan) => (plan.consultations.Psychiatrist = ['depression'])), testSlugs)
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/consultations/Psychiatrist', message: '"Psychiatrist" is not a practitioner the booking form offers (Doctor, Nutritionist, Psychologist); correct the spelling or remove the entry' }),
    ])
  })

  it('leaves a file that breaks its schema to the schema check', () => {
    expect(checkPractitionerScreenings({ consultations: {} }, testSlugs)).toEqual([])
  })
})

/**
 * The catalogue content files (categories, services, wellness packages, site copy, crisis
 * contacts): each is valid against its schema, a broken copy is refused with a JSON pointer, and
 * the facts SPEC.md and crisis-contacts.md fix (codes, slugs, prices, counts, numbers) hold.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { schemaProblems } from '#schemas/index.ts'
import { bookablePractitioners, checkPractitionerScreenings } from '#engine/index.ts'
import type { PractitionerScreenings } from '#schemas/generated/practitioner-screenings.ts'
import { catalogSlugs } from '#tools/catalog-fixtures.ts'
import type {
  CategoryCatalogue,
  CrisisContactList,
  ServiceCard,
  ServiceCatalogue,
  SiteContent,
  WellnessPackageCatalogue,
} from '#schemas/index.ts'

function load<T>(fileName: string): T {
  return JSON.parse(readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8')) as T
}

const categories = load<CategoryCatalogue>('categories.json')
const services = load<ServiceCatalogue>('services.json')
const wellness = load<WellnessPackageCatalogue>('wellness-packages.json')
const site = load<SiteContent>('site.json')
const crisis = load<CrisisContactList>('crisis-contacts.json')
const screenings = load<PractitionerScreenings>('practitioner-screenings.json')

type Json = Record<string, unknown>

/** The object a JSON pointer names inside a deep copy, for breaking it on purpose. */
function objectAt(data: unknown, pointer: string): Json {
  let node = data
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Json)[part]
  return node as Json
}

const files = [
  { file: 'categories.json', at: '/categories/0', required: 'routeSlug' },
  { file: 'services.json', at: '/services/0', required: 'callToAction' },
  { file: 'wellness-packages.json', at: '/packages/0', required: 'labTests' },
  { file: 'site.json', at: '/home/faqs/items/3', required: 'answer' },
  { file: 'crisis-contacts.json', at: '/contacts/0', required: 'lastVerified' },
]

describe.each(files)('$file', ({ file, at, required }) => {
  const schemaName = file.replace(/\.json$/, '.schema.json')
  const data = load<Json>(file)

  it('points editors at its schema', () => {
    expect(data.$schema).toBe(`../schemas/${schemaName}`)
  })

  it('is valid against its schema', () => {
    expect(schemaProblems(schemaName, data)).toEqual([])
  })

  it(`is refused, at ${at}, when a required field (${required}) is missing`, () => {
    const broken = structuredClone(data)
    delete objectAt(broken, at)[required]
    expect(schemaProblems(schemaName, broken)).toContainEqual({
      pointer: at,
      message: expect.stringContaining(`"${required}" is missing`),
    })
  })

  it(`is refused, at ${at}/colour, when it has an unknown field`, () => {
    const broken = structuredClone(data)
    objectAt(broken, at).colour = 'green'
    expect(schemaProblems(schemaName, broken)).toContainEqual({
      pointer: `${at}/colour`,
      message: expect.stringContaining('"colour" is not a field'),
    })
  })
})

describe('categories.json', () => {
  it('holds the eight categories of ARCHITECTURE.md, each once', () => {
    expect(categories.categories.map((category) => category.routeSlug).sort()).toEqual(
      [
        'mental-health',
        'physical-activity',
        'diet-nutrition',
        'general-wellbeing',
        'digital-addiction',
        'lifestyle-diseases',
        'cancer-screening',
        'sexual-reproductive-health',
      ].sort(),
    )
    expect(new Set(categories.categories.map((category) => category.id)).size).toBe(8)
  })

  it('does not list tests: they name their category themselves', () => {
    const broken = structuredClone(categories) as unknown as { categories: Json[] }
    broken.categories[0]!.tests = ['depression']
    expect(schemaProblems('categories.schema.json', broken)).toContainEqual(
      expect.objectContaining({ pointer: '/categories/0/tests' }),
    )
  })

  it('is found by common Swahili and Kenyan words', () => {
    const words = (slug: string) => categories.categories.find((category) => category.routeSlug === slug)?.keyWords
    expect(words('mental-health')).toEqual(expect.arrayContaining(['msongo wa mawazo', 'pombe']))
    expect(words('lifestyle-diseases')).toEqual(expect.arrayContaining(['sukari', 'presha']))
  })
})

describe('services.json', () => {
  it('holds the six services of SPEC.md with their chat labels', () => {
    expect(services.services.map((service) => [service.routeSlug, service.callToAction])).toEqual([
      ['talk-to-a-doctor', 'Consult a Doctor'],
      ['talk-to-a-therapist', 'Talk to a Therapist'],
      ['talk-to-a-nutritionist', 'Consult a Nutritionist'],
      ['vitalcare360', 'Start Your VitalCare360 Program'],
      ['vitalcare360-manage', 'Manage Your Chronic Conditions'],
      ['wellness-checkup', 'Book Your Wellness Checkup'],
    ])
  })

  it('gives a booking link exactly to the services that are not Coming Soon', () => {
    for (const service of services.services) {
      expect(service.bookingLink === undefined, service.routeSlug).toBe(service.availability === 'Coming Soon')
    }
  })

  it('prices the three virtual consultations in KES', () => {
    const consultations = services.services.filter((service) => service.routeSlug.startsWith('talk-to-a-'))
    expect(consultations).toHaveLength(3)
    for (const service of consultations) expect(service.priceKES, service.routeSlug).toBeGreaterThan(0)
  })
})

describe('practitioner-screenings.json', () => {
  it('points editors at its schema and is valid against it', () => {
    expect(screenings.$schema).toBe('../schemas/practitioner-screenings.schema.json')
    expect(schemaProblems('practitioner-screenings.schema.json', screenings)).toEqual([])
  })

  it('has an entry for every practitioner the booking form offers, and offers only tests that exist', () => {
    expect(Object.keys(screenings.consultations).sort()).toEqual([...bookablePractitioners].sort())
    expect(checkPractitionerScreenings(screenings, catalogSlugs())).toEqual([])
  })

  it('is refused, at /, without the wellness check-up list', () => {
    const { wellnessCheckup: _, ...broken } = screenings
    expect(schemaProblems('practitioner-screenings.schema.json', broken)).toContainEqual({ pointer: '/', message: expect.stringContaining('"wellnessCheckup" is missing') })
  })

  it('is refused, at the entry, for a test written as a title rather than its routeSlug', () => {
    const broken = structuredClone(screenings)
    broken.consultations.Doctor = ['Diabetes Risk']
    expect(schemaProblems('practitioner-screenings.schema.json', broken)).toContainEqual({ pointer: '/consultations/Doctor/0', message: expect.stringContaining('routeSlug') })
  })
})

describe('wellness-packages.json', () => {
  const { packages } = wellness
  const slugs = [
    'gen-z', 'afya-fahari', 'afya-mahaba', 'afya-msaidizi', 'afya-thabiti-12', 'afya-thabiti-18', 'afya-thabiti-31',
    'afya-thabiti-40', 'afya-thabiti-diabetes', 'afya-vito', 'afya-baraka', 'afya-baraka-prenatal', 'afya-huru',
  ]

  it('holds the 13 packages w-001 to w-013 with the SPEC.md slugs and display names', () => {
    expect(packages.map((pkg) => pkg.packageId)).toEqual(slugs.map((_, i) => `w-${String(i + 1).padStart(3, '0')}`))
    expect(packages.map((pkg) => pkg.routeSlug)).toEqual(slugs)
    expect(packages.map((pkg) => pkg.id)).toEqual(slugs.map((_, i) => i + 1))
    expect(packages[0]!.title).toBe('Gen-Z Packages Wellness Package')
    expect(packages[6]!.title).toBe('Afya Thabiti (31 - 40 years)')
    expect(packages[10]!.title).toBe('Afya Baraka (Expectant Mothers)')
  })

  it('prices each package at KES 4000, or 3000 for men and 4000 for women for Afya Fahari and Thabiti 31-40', () => {
    for (const pkg of packages) {
      const bySex = pkg.routeSlug === 'afya-fahari' || pkg.routeSlug === 'afya-thabiti-31'
      expect(pkg.price, pkg.packageId).toEqual(bySex ? { male: 3000, female: 4000 } : { singlePrice: 4000 })
    }
  })

  it.each([
    ['both kinds of price', { singlePrice: 4000, male: 3000, female: 4000 }],
    ['a male price alone', { male: 3000 }],
    ['no price at all', {}],
  ])('refuses a price with %s', (_, price) => {
    const broken = structuredClone(wellness) as unknown as { packages: Json[] }
    broken.packages[1]!.price = price
    const problems = schemaProblems('wellness-packages.schema.json', broken)
    expect(problems.length).toBeGreaterThan(0)
    for (const problem of problems) expect(problem.pointer.startsWith('/packages/1/price')).toBe(true)
  })

  it('lists the four lab tests in every package, PSA for men and Pap smear for women only', () => {
    for (const pkg of packages) {
      expect(pkg.labTests.map((test) => [test.id, test.audienceSex])).toEqual([
        ['blood-work', undefined],
        ['psa-test', 'male'],
        ['cholesterol-panel', undefined],
        ['pap-smear', 'female'],
      ])
    }
  })

  it('gives every package its own tooltip, not the copy-paste leftover', () => {
    expect(new Set(packages.map((pkg) => pkg.tooltip)).size).toBe(packages.length)
    for (const pkg of packages) expect(pkg.tooltip).not.toMatch(/digital addiction/i)
  })
})

const MAX_AGE_DAYS = 180
const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from an ISO date (YYYY-MM-DD) to `today`. */
function daysSince(isoDate: string, today: Date): number {
  const then = Date.parse(`${isoDate}T00:00:00Z`)
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return Math.floor((now - then) / DAY_MS)
}

describe('crisis-contacts.json', () => {
  const numbers = crisis.contacts.flatMap((contact) => contact.numbers)

  it.each(crisis.contacts.map((contact) => [contact.id, contact.lastVerified]))(
    '%s was verified in the last 180 days (last: %s)',
    (_, lastVerified) => {
      const age = daysSince(lastVerified, new Date())
      expect(Number.isNaN(age), `${lastVerified} is not a real date`).toBe(false)
      expect(age, `verified ${age} days ago; call the numbers again and update lastVerified`).toBeLessThanOrEqual(MAX_AGE_DAYS)
      expect(age, 'lastVerified is in the future').toBeGreaterThanOrEqual(0)
    },
  )

  it('counts a date 181 days old as stale', () => {
    const today = new Date('2026-11-21T12:00:00Z')
    expect(daysSince('2026-05-25', today)).toBe(180)
    expect(daysSince('2026-05-24', today)).toBe(181)
  })

  it('has 999, 112 and 1199 as one-tap tel: numbers', () => {
    const tels = numbers.map((number) => number.tel)
    expect(tels).toEqual(expect.arrayContaining(['999', '112', '1199']))
  })

  it('dials what it displays, for every number', () => {
    for (const number of numbers) {
      expect(number.tel).toMatch(/^\+?[0-9]+$/)
      expect(number.display.replace(/\s/g, '')).toBe(number.tel)
    }
  })

  it('tells a person in danger to call 999 or 112 now', () => {
    expect(crisis.card.message).toMatch(/999 or 112 now/)
  })
})

describe('site.json', () => {
  const { home } = site

  it('claims no registration, certification or total confidentiality while no registration number is configured', () => {
    expect(site.legal.dataProtectionRegistration).toBeNull()
    const { registeredCard, ...shownTrust } = home.trust
    const shown = JSON.stringify({ ...site, home: { ...home, trust: shownTrust } })
    expect(shown).not.toMatch(/certified|registered with|100% confidential|accredited/i)
    expect(registeredCard?.title).toMatch(/Registered/)
  })

  it('has 8 FAQ entries covering the topics of SPEC.md', () => {
    expect(home.faqs.items.map((faq) => faq.id)).toEqual([
      'what-is-it', 'who-can-use-it', 'account-needed', 'data-security',
      'duration', 'recommendations', 'retake-frequency', 'cost',
    ])
  })

  it('answers the data-security question about security, not device responsiveness', () => {
    const answer = home.faqs.items.find((faq) => faq.id === 'data-security')?.answer ?? ''
    expect(answer).toMatch(/data/i)
    expect(answer).not.toMatch(/responsive|device|screen size/i)
  })

  it('has 4 testimonials, 8 partner logos, 3 steps and 3 trust cards', () => {
    expect(home.testimonials.items).toHaveLength(4)
    expect(new Set(home.testimonials.items.map((item) => item.id)).size).toBe(4)
    expect(home.partners.logos).toHaveLength(8)
    for (const logo of home.partners.logos) expect(logo.alt).not.toBe('')
    expect(home.steps.items).toHaveLength(3)
    expect(home.trust.cards).toHaveLength(3)
  })

  it('lists the five Most Popular Tests of SPEC.md, each opening a test', () => {
    expect(home.popularTests.tests.map((test) => [test.title.toLowerCase(), test.routeSlug])).toEqual([
      ['work-related burnout assessment', 'burnout'],
      ['depression symptoms screening', 'depression'],
      ['diabetes risk assessment', 'diabetes-risk'],
      ['high blood pressure risk assessment', 'hypertension-risk'],
      ['explore your sexual and reproductive health', 'sti-risk'],
    ])
  })

  it('has the four service cards, each button leading where it says', () => {
    // SPEC.md's cards as issue 12 asks: Premium's 'Pre-Order Now' to the pre-order page (decision
    // 025); Wellness Check-ups leads to its bookable packages now that they exist (decision 079).
    expect(home.services.cards.map((card: ServiceCard) => [card.title, card.buttonText, card.buttonLink])).toEqual([
      ['Premium', 'Pre-Order Now', '/premium'],
      ['Talk to a Doctor', 'Book Appointment', '/booking?productID=appointment'],
      ['Wellness Check-ups', 'See the Packages', '/wellness'],
      ['VitalCare360', 'Join Our Waitlist', '/booking?productID=VitalCare360'],
    ])
  })

  it('names the brand and the assistant, and dials what it displays', () => {
    expect(site.brand.name).toBe('Afya Hub')
    expect(site.assistant.name).toBe('Amani')
    expect(site.contact.phone.display.replace(/\s/g, '')).toBe(site.contact.phone.tel)
    expect(site.contact.whatsApp.chatLink).toBe(`https://wa.me/${site.contact.whatsApp.display.replace(/[\s+]/g, '')}`)
    expect(site.socialLinks).toHaveLength(4)
    expect(site.legal).toEqual({ privacyPolicyLastUpdated: 'September 2024', dataProtectionRegistration: null })
  })
})

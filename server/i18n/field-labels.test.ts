/**
 * Every field of the booking forms, the subscribe form and the Premium pre-order has its name as a
 * message (server/i18n/field-labels.ts), so a refusal that names it reads in the page's language:
 * a field added to one of those schemas fails here until its name is a message.
 */
import { describe, expect, it } from 'vitest'
import appointment from '#schemas/booking-appointment.schema.json' with { type: 'json' }
import vitalCare from '#schemas/booking-vitalcare.schema.json' with { type: 'json' }
import wellness from '#schemas/booking-wellness.schema.json' with { type: 'json' }
import preOrder from '#schemas/premium-pre-order-request.schema.json' with { type: 'json' }
import reportMail from '#schemas/report-mail-request.schema.json' with { type: 'json' }
import subscribe from '#schemas/subscribe-request.schema.json' with { type: 'json' }
import { fieldLabel } from './field-labels.ts'
import { i18nFor } from './index.ts'

type Titled = { title?: string; properties?: Record<string, Titled> }
/** Every titled field, nested ones too (the report's file and PDF). */
const titlesOf = (properties: Record<string, Titled>): string[] => Object.values(properties).flatMap((property) => [...(property.title ? [property.title] : []), ...(property.properties ? titlesOf(property.properties) : [])])
const titles = [
  ...[appointment, vitalCare, wellness, preOrder, subscribe].flatMap((schema) => Object.values(schema.properties as Record<string, Titled>).flatMap((property) => (property.title ? [property.title] : []))),
  ...titlesOf(reportMail.properties as Record<string, Titled>),
]

describe('the names of form fields', () => {
  it('are messages for every titled field of the forms a visitor sends', () => {
    expect(titles.length).toBeGreaterThan(20)
    expect(titles.filter((title) => typeof fieldLabel(title) === 'string')).toEqual([])
  })

  it('have their Kiswahili', () => {
    const label = fieldLabel('Phone number')
    expect(typeof label === 'string' ? label : i18nFor('sw')._(label)).toBe('Nambari ya simu')
  })
})

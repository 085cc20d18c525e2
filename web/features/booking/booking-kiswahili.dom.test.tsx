// @vitest-environment jsdom
/**
 * The booking forms on a Kiswahili page (issue 20): labels from the schemas' titles, hints,
 * options, prices, the consent, the hours and the slot list in Kiswahili; every error a person can
 * meet before sending (a field left empty, a phone number, a closed day, a day too far ahead, a
 * wrong file) in Kiswahili, with no English interface text of the form left on screen; and the
 * booking tells the server its language.
 */
import { i18n } from '@lingui/core'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadCatalogues } from '../../shared/i18n.ts'
import { wellnessPackages } from './booking-catalogue.ts'
import { fixClock, jsonResponse, mockFetch, pickDate, pickTime, renderBooking, sentBooking, serviceId } from '../../testing/booking-test-support.tsx'
import { englishLeftIn, shownText } from '../../testing/english-left.ts'

const appointment = '/booking?productID=appointment'
const catalogues = ['booking']

beforeAll(() => loadCatalogues('sw', catalogues))
afterAll(() => i18n.activate('en'))

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  fixClock()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Tuma' }))

/** The toasts on screen. */
const toasts = () => screen.queryAllByRole('alert').map((toast) => toast.textContent ?? '')

/** The problems the error summary ("Kuna tatizo") lists. */
const summaryItems = () => {
  const summary = screen.queryByRole('alert', { name: 'Kuna tatizo' })
  return summary ? Array.from(summary.querySelectorAll('li'), (item) => item.textContent ?? '') : []
}

/** Submits and returns the first problem the form names at its field (the error summary lists it too). */
async function problemOnSubmit(user: UserEvent): Promise<string> {
  await submit(user)
  const error = document.querySelector('.field-error .error-message')
  expect(error?.textContent).toMatch(/^Hitilafu: /)
  const problem = error!.textContent!.replace(/^Hitilafu: /, '')
  await waitFor(() => expect(summaryItems()).toContain(problem))
  return problem
}

async function hoursLoaded() {
  await waitFor(() => expect((screen.getByLabelText('Saa ya miadi') as HTMLSelectElement).disabled).toBe(false))
}

describe('the appointment form in Kiswahili', () => {
  it('labels every field, option and hint in Kiswahili, prices in KES, and leaves no English of the form on screen', async () => {
    mockFetch()
    renderBooking(appointment)
    await hoursLoaded()
    expect(screen.getByRole('heading', { level: 1, name: 'Weka Miadi ya Mtandaoni' })).toBeTruthy()
    expect(screen.getByLabelText('Jina la kwanza')).toBeTruthy()
    const practitioners = within(screen.getByRole('group', { name: 'Mtaalamu wa afya' })).getAllByRole('radio')
    expect(practitioners.map((radio) => radio.closest('label')?.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Daktari: KES 2,000 kwa kipindi kimoja',
      'Mtaalamu wa lishe: KES 1,500 kwa kipindi kimoja',
      'Mwanasaikolojia: KES 2,500 kwa kipindi kimoja',
    ])
    expect(within(screen.getByRole('group', { name: 'Njia ya mashauriano' })).getByRole('radio', { name: 'Simu ya video' })).toBeTruthy()
    expect(within(screen.getByRole('group', { name: 'Njia ya malipo' })).getByRole('radio', { name: 'Lipa baadaye' })).toBeTruthy()
    expect(screen.getByLabelText('Barua pepe (si lazima)')).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Ninakubali taarifa zangu za afya zitumike kupanga miadi hii.' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sera yetu ya Faragha (inafunguka kwenye kichupo kipya)' })).toBeTruthy()

    pickDate('Tarehe ya miadi', '2026-03-11')
    expect(screen.getByText('Tuko wazi kuanzia saa 2:00 asubuhi (08:00) hadi saa 12:00 jioni (18:00) siku ya Jumatano, saa za Kenya.')).toBeTruthy()
    expect(within(screen.getByLabelText('Saa ya miadi')).getByRole('option', { name: 'Chagua saa' })).toBeTruthy()
    // Each time is said the East African way beside the 24-hour clock, so 08:00 never reads as 2 pm.
    expect(within(screen.getByLabelText('Saa ya miadi')).getByRole('option', { name: 'saa 2:00 asubuhi (08:00)' })).toHaveProperty('value', '08:00')

    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
    // The check finds the form's English when it is there.
    expect(englishLeftIn('Choose a time. Pay now', catalogues)).toEqual(expect.arrayContaining(['Choose a time', 'Pay now']))
  })

  it('says every problem before sending in Kiswahili, then sends the booking with its language', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Miadi yako imehifadhiwa.', data: { service_id: serviceId } }, 201))
    const user = renderBooking(appointment)
    await hoursLoaded()

    const problems = [await problemOnSubmit(user)]
    await user.type(screen.getByLabelText('Jina la kwanza'), 'Amina')
    problems.push(await problemOnSubmit(user))
    await user.type(screen.getByLabelText('Jina la mwisho'), 'Otieno')
    problems.push(await problemOnSubmit(user))
    await user.click(screen.getByRole('radio', { name: /^Daktari/ }))
    await user.click(screen.getByRole('radio', { name: 'Simu ya sauti' }))
    await user.click(screen.getByRole('radio', { name: 'Lipa sasa' }))
    problems.push(await problemOnSubmit(user))
    pickDate('Tarehe ya miadi', '2026-03-08') // a Sunday
    problems.push(await problemOnSubmit(user))
    pickDate('Tarehe ya miadi', '2026-08-30') // a day past the 180 days
    problems.push(await problemOnSubmit(user))
    fireEvent.change(screen.getByLabelText('Tarehe ya miadi'), { target: { value: '2026-03-11' } })
    problems.push(await problemOnSubmit(user))
    await pickTime(user, 'Saa ya miadi', '10:00')
    problems.push(await problemOnSubmit(user))
    await user.type(screen.getByLabelText('Nambari ya simu'), '12345')
    problems.push(await problemOnSubmit(user))

    expect(problems).toEqual([
      'Jina la kwanza: sehemu hii inahitajika.',
      'Jina la mwisho: sehemu hii inahitajika.',
      'Mtaalamu wa afya: sehemu hii inahitajika.',
      'Tarehe ya miadi: sehemu hii inahitajika.',
      'Tarehe ya miadi ni Jumapili, siku ambayo tumefunga; chagua Jumatatu, Jumanne, Jumatano, Alhamisi, Ijumaa au Jumamosi.',
      'Tarehe ya miadi ni zaidi ya siku 180 kutoka leo; chagua tarehe hadi 2026-08-29.',
      'Saa ya miadi: sehemu hii inahitajika.',
      'Nambari ya simu: sehemu hii inahitajika.',
      'Nambari ya simu lazima iwe ya simu ya mkononi ya Kenya, kama 0712 345 678, 0112 345 678 au +254 712 345 678.',
    ])
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])

    await user.clear(screen.getByLabelText('Nambari ya simu'))
    await user.type(screen.getByLabelText('Nambari ya simu'), '0712 345 678')
    problems.push(await problemOnSubmit(user))
    expect(problems.at(-1)).toBe('Idhini ya kutumia taarifa zako za afya: sehemu hii inahitajika.')
    expect(fetchMock).not.toHaveBeenCalled()

    await user.click(screen.getByRole('checkbox'))
    await submit(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBooking(fetchMock).body).toMatchObject({ language: 'sw', practitioner: 'Doctor', mode_of_consultation: 'Voice call', payment_mode: 'payNow' })
    await waitFor(() => expect(toasts()).toContain('Miadi yako imehifadhiwa.'))
  })

  it('says a refusal without words of its own, and a call that got no answer, in Kiswahili', async () => {
    const answers = [() => jsonResponse({}, 400), () => Promise.reject(new TypeError('Failed to fetch'))]
    mockFetch(() => answers.shift()!())
    const user = renderBooking('/booking?productID=VitalCare360')
    expect(screen.getByRole('heading', { level: 1, name: 'Jiunge na Orodha ya Kusubiri ya VitalCare360' })).toBeTruthy()
    await user.type(screen.getByLabelText('Jina la kwanza'), 'Baraka')
    await user.type(screen.getByLabelText('Jina la mwisho'), 'Mwangi')
    await user.type(screen.getByLabelText('Nambari ya simu'), '0712345678')
    await user.click(screen.getByRole('checkbox'))
    await submit(user)
    await waitFor(() => expect(summaryItems()).toContain('Imeshindikana!'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tuma' }).hasAttribute('disabled')).toBe(false))
    await submit(user)
    await waitFor(() => expect(summaryItems()).toContain('Hitilafu isiyotarajiwa imetokea.'))
  })
})

describe('the wellness form in Kiswahili', () => {
  it('shows the package prices by sex, the collection and payment choices, and refuses a wrong file in Kiswahili', async () => {
    mockFetch()
    const user = renderBooking('/booking?productID=wellness')
    await waitFor(() => expect((screen.getByLabelText('Saa ya kuchukua sampuli') as HTMLSelectElement).disabled).toBe(false))
    expect(screen.getByRole('heading', { level: 1, name: 'Weka Miadi ya Uchunguzi wa Afya' })).toBeTruthy()
    const packages = screen.getByLabelText('Kifurushi')
    expect(within(packages).getByRole('option', { name: 'Chagua kifurushi' })).toBeTruthy()
    await user.selectOptions(packages, 'w-002')
    expect(screen.getByText('Mwanamume: KES 3,000 | Mwanamke: KES 4,000')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Mwanamke' }))
    expect(screen.getByText('Bei: KES 4,000')).toBeTruthy()
    expect(within(screen.getByRole('group', { name: 'Mahali pa kuchukua sampuli' })).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Kituoni (fika mwenyewe)',
      'Nyumbani (bila malipo)',
      'Ofisini (bila malipo)',
    ])
    await user.click(screen.getByRole('radio', { name: 'Pesa taslimu' }))
    expect(within(screen.getByRole('group', { name: 'Utalipa lini? (si lazima)' })).getByRole('radio', { name: 'Lipa sasa, mtandaoni' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Bima' }))
    fireEvent.change(screen.getByLabelText('Kadi ya bima (si lazima)'), { target: { files: [new File(['x'], 'card.gif', { type: 'image/gif' })] } })
    expect(await screen.findByText('Kadi ya bima lazima iwe faili ya JPEG, PNG au PDF.')).toBeTruthy()
    // The packages are named in Kiswahili too (tests-catalog/wellness-packages.json's translations).
    expect(within(packages).getByRole('option', { name: wellnessPackages().find((option) => option.packageId === 'w-002')!.title })).toBeTruthy()
    expect(wellnessPackages().map((option) => option.title)).not.toContain('Afya Fahari Wellness Package')
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })

  it('titles a package booking with the package name in Kiswahili', async () => {
    mockFetch()
    renderBooking('/booking?productID=wellness&packageID=w-001')
    expect(screen.getByRole('heading', { level: 1, name: 'Kifurushi cha Afya Njema cha Gen-Z' })).toBeTruthy()
    expect(screen.getByText('Bei: KES 4,000')).toBeTruthy()
    await waitFor(() => expect((screen.getByLabelText('Saa ya kuchukua sampuli') as HTMLSelectElement).disabled).toBe(false))
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })

  it('names an unknown booking link in Kiswahili', () => {
    mockFetch()
    renderBooking('/booking?productID=unknown')
    expect(screen.getByRole('heading', { level: 1, name: 'Haikupatikana' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Weka miadi ya mtandaoni' })).toBeTruthy()
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })
})

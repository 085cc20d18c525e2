/**
 * The wellness check-up form (productID=wellness). Conditional fields: the package select only
 * when the address names no known package; sex only for a package priced by sex (the price shown
 * follows it); the insurance card only for Insurance; the cash option only for Cash. Choosing Home
 * or Office asks the browser for its location once.
 *
 * Drawn by the server for a browser without scripts (`noScript`, issue 21), it posts to its own
 * address and nothing changes as it is filled in: the cash option is always offered (used only for
 * Cash), the insurance card is not asked (a plain form cannot upload it before the booking; it is
 * optional), the time is typed, and sex is asked once the chosen package needs it (the server's
 * error summary says so).
 */
import { t } from '@lingui/core/macro'
import type { WellnessBooking } from '#schemas/generated/booking-wellness.ts'
import type { WellnessPackage } from '#schemas/generated/wellness-packages.ts'
import { fieldInputId } from './booking-form-rules.ts'
import { findWellnessPackage, packagePriceText, wellnessPackages } from './booking-catalogue.ts'
import { ChoiceField, ConsentField, ErrorPrefix, SubmitBar, TextField } from './booking-fields.tsx'
import { InsuranceCardField } from './insurance-card-field.tsx'
import { BookingSlotFields, slotProblem } from './booking-slot-fields.tsx'
import { ContactFields, NameFields } from './person-fields.tsx'
import { BookingErrorSummary } from './booking-error-summary.tsx'
import { formProblems, postedText, problemOf, useBookingForm, type FieldProblems, type NoScriptForm, type PostedBooking } from './use-booking-form.ts'
import { useConsultationHours } from './use-consultation-hours.ts'
import { useDeviceLocation } from './use-device-location.ts'
import { fieldTitle } from './field-texts.ts'
import { choicesOf, shownLabel } from './schema-fields.ts'
import { emptyWellness, isCollected, isSexAsked, wellnessFields as fields, wellnessForm, wellnessPersonFields as personFields, type WellnessValues } from './wellness-booking.ts'

function PackageSelect({ value, onChange, invalid }: { value: string; onChange(value: string): void; invalid: FieldProblems }) {
  const id = fieldInputId('package')
  const packageProblem = problemOf(invalid, 'package')
  const isInvalid = packageProblem !== undefined
  return (
    <div className={isInvalid ? 'booking-field field-error' : 'booking-field'}>
      <label htmlFor={id}>{fieldTitle(fields.package)}</label>
      {isInvalid && (
        <p className="error-message" id={`${id}-error`}>
          <ErrorPrefix />
          {packageProblem?.message}
        </p>
      )}
      <select id={id} name="package" value={value} aria-invalid={isInvalid || undefined} aria-describedby={isInvalid ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`Choose a package`}</option>
        {wellnessPackages().map((option) => (
          <option key={option.packageId} value={option.packageId}>
            {option.title}
          </option>
        ))}
      </select>
    </div>
  )
}

const slotNames = { date: 'wellness_date', time: 'wellness_time' }

/** The posted fields as the form's values (the package the address names wins); no coordinates, no card. */
function postedValues(posted: PostedBooking | undefined, packageId: string): WellnessValues {
  const empty = emptyWellness(packageId)
  if (!posted) return empty
  const text = (name: string) => postedText(posted, name)
  return {
    ...empty,
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone_number: text('phone_number'),
    email: text('email'),
    package: packageId || text('package'),
    // What the schema does not allow, the booking API refuses by name.
    sex: text('sex') as WellnessValues['sex'],
    collection_preference: text('collection_preference') as WellnessValues['collection_preference'],
    location: text('location'),
    payment_mode: text('payment_mode') as WellnessValues['payment_mode'],
    cashPaymentOption: text('cashPaymentOption') as WellnessValues['cashPaymentOption'],
    wellness_date: text('wellness_date'),
    wellness_time: text('wellness_time'),
    consent: posted.values['consent'] !== undefined,
  }
}

const slotLabelsOf = () => ({ date: fieldTitle(fields.wellness_date), time: fieldTitle(fields.wellness_time) })

/**
 * A plain form post of this form (no JavaScript, issue 21), judged as a submit with scripts is
 * (every missing field, sex when the package needs it, the phone number, the date; the server
 * checks the typed time against the hours), or the body it would send. Runs on the server.
 */
export function wellnessSubmission(fieldsPosted: Readonly<Record<string, string>>, packageId: string): { problems: FieldProblems } | { body: WellnessBooking } {
  const values = postedValues({ values: fieldsPosted, problems: [] }, packageId)
  const problems = formProblems(wellnessForm, values, (current) => slotProblem({ status: 'failed' }, slotNames, slotLabelsOf(), current.wellness_date, current.wellness_time))
  return problems.length > 0 ? { problems } : { body: wellnessForm.toBody(values) as WellnessBooking }
}

export function WellnessForm({ wellnessPackage, noScript }: { wellnessPackage: WellnessPackage | undefined; noScript?: NoScriptForm | undefined }) {
  const loadedHours = useConsultationHours()
  const hours: typeof loadedHours = noScript ? { status: 'failed' } : loadedHours
  const slotLabels = slotLabelsOf()
  const { values, set, submit, submitting, invalid, summaryFocus } = useBookingForm(
    wellnessForm,
    postedValues(noScript?.posted, wellnessPackage?.packageId ?? ''),
    (current) => slotProblem(hours, slotNames, slotLabels, current.wellness_date, current.wellness_time),
    noScript?.posted?.problems,
  )
  const askLocation = useDeviceLocation(({ latitude, longitude }) => {
    set('latitude', latitude)
    set('longitude', longitude)
  })
  const chosen = findWellnessPackage(values.package)
  const field = { invalid }
  return (
    <form
      className="booking-form"
      noValidate
      method="post"
      action={noScript?.action}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <BookingErrorSummary problems={invalid} focusKey={summaryFocus} />
      <NameFields fields={personFields} values={values} set={set} invalid={invalid} />
      {!wellnessPackage && <PackageSelect value={values.package} onChange={(value) => set('package', value)} invalid={invalid} />}
      {isSexAsked(values) && (
        <ChoiceField
          name="sex"
          legend={fieldTitle(fields.sex)}
          hint={t`This package's lab tests and price differ for men and women.`}
          choices={choicesOf<'female' | 'male'>(fields.sex)}
          value={values.sex}
          onChange={(value) => set('sex', value)}
          {...field}
        />
      )}
      {chosen && (
        <p className="booking-price" aria-live="polite">
          {packagePriceText(chosen, isSexAsked(values) ? values.sex : '')}
        </p>
      )}
      <ChoiceField
        name="collection_preference"
        legend={shownLabel(fields.collection_preference)}
        hint={t`For a home or office collection we ask your browser for your location, to help our team find you. You can say no: the location you type is enough.`}
        choices={choicesOf<WellnessBooking['collection_preference']>(fields.collection_preference)}
        value={values.collection_preference}
        onChange={(value) => {
          set('collection_preference', value)
          if (isCollected({ collection_preference: value })) askLocation()
        }}
        {...field}
      />
      <TextField name="location" label={shownLabel(fields.location)} hint={t`Your area, estate or address, for example Kilimani, Nairobi.`} autoComplete="street-address" maxLength={200} value={values.location} onChange={(value) => set('location', value)} {...field} />
      {isCollected(values) && values.latitude !== null && (
        <p className="hint" role="status">
          {t`Your device's location will be shared with the collection team.`}
        </p>
      )}
      <ChoiceField
        name="payment_mode"
        legend={shownLabel(fields.payment_mode)}
        hint={t`Paying by insurance needs your insurer's pre-authorization.`}
        choices={choicesOf<WellnessBooking['payment_mode']>(fields.payment_mode)}
        value={values.payment_mode}
        onChange={(value) => set('payment_mode', value)}
        {...field}
      />
      {values.payment_mode === 'Insurance' && !noScript && <InsuranceCardField label={shownLabel(fields.attachment)} file={values.insuranceCard} onChange={(file) => set('insuranceCard', file)} invalid={invalid} />}
      {(values.payment_mode === 'Cash' || noScript) && (
        <ChoiceField
          name="cashPaymentOption"
          legend={shownLabel(fields.cashPaymentOption)}
          choices={choicesOf<'now' | 'later'>(fields.cashPaymentOption)}
          value={values.cashPaymentOption}
          onChange={(value) => set('cashPaymentOption', value)}
          {...field}
        />
      )}
      <BookingSlotFields
        hours={hours}
        names={slotNames}
        labels={slotLabels}
        date={values.wellness_date}
        time={values.wellness_time}
        onDate={(value) => set('wellness_date', value)}
        onTime={(value) => set('wellness_time', value)}
        invalid={invalid}
      />
      <ContactFields fields={personFields} values={values} set={set} invalid={invalid} />
      <ConsentField label={fieldTitle(fields.consent)} checked={values.consent} onChange={(checked) => set('consent', checked)} invalid={invalid} />
      <SubmitBar submitting={submitting} />
    </form>
  )
}

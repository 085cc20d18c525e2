/**
 * The wellness check-up form (productID=wellness). Conditional fields: the package select only
 * when the address names no known package; sex only for a package priced by sex (the price shown
 * follows it); the insurance card only for Insurance; the cash option only for Cash. Choosing Home
 * or Office asks the browser for its location once.
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
import { problemOf, useBookingForm, type FieldProblems } from './use-booking-form.ts'
import { useConsultationHours } from './use-consultation-hours.ts'
import { useDeviceLocation } from './use-device-location.ts'
import { fieldTitle } from './field-texts.ts'
import { choicesOf, shownLabel } from './schema-fields.ts'
import { emptyWellness, isCollected, isSexAsked, wellnessFields as fields, wellnessForm, wellnessPersonFields as personFields } from './wellness-booking.ts'

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

export function WellnessForm({ wellnessPackage }: { wellnessPackage: WellnessPackage | undefined }) {
  const hours = useConsultationHours()
  const slotLabels = { date: fieldTitle(fields.wellness_date), time: fieldTitle(fields.wellness_time) }
  const { values, set, submit, submitting, invalid, summaryFocus } = useBookingForm(wellnessForm, emptyWellness(wellnessPackage?.packageId ?? ''), (current) =>
    slotProblem(hours, slotNames, slotLabels, current.wellness_date, current.wellness_time),
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
      {values.payment_mode === 'Insurance' && <InsuranceCardField label={shownLabel(fields.attachment)} file={values.insuranceCard} onChange={(file) => set('insuranceCard', file)} invalid={invalid} />}
      {values.payment_mode === 'Cash' && (
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

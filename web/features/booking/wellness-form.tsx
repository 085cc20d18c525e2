/**
 * The wellness check-up form (productID=wellness). Conditional fields: the package select only
 * when the address names no known package; sex only for a package priced by sex (the price shown
 * follows it); the insurance card only for Insurance; the cash option only for Cash. Choosing Home
 * or Office asks the browser for its location once.
 */
import type { WellnessPackage } from '#schemas/generated/wellness-packages.ts'
import { fieldInputId } from './booking-form-rules.ts'
import { findWellnessPackage, packagePriceText, wellnessPackages } from './booking-catalogue.ts'
import { consentLabel } from './booking-consent.ts'
import { ChoiceField, ConsentField, SubmitBar, TextField } from './booking-fields.tsx'
import { InsuranceCardField } from './insurance-card-field.tsx'
import { BookingSlotFields, slotProblem } from './booking-slot-fields.tsx'
import { ContactFields, NameFields } from './person-fields.tsx'
import { useBookingForm, type InvalidField } from './use-booking-form.ts'
import { useConsultationHours } from './use-consultation-hours.ts'
import { useDeviceLocation } from './use-device-location.ts'
import { emptyWellness, isCollected, isSexAsked, wellnessForm, wellnessLabels } from './wellness-booking.ts'

function PackageSelect({ value, onChange, invalid }: { value: string; onChange(value: string): void; invalid: InvalidField | undefined }) {
  const id = fieldInputId('package')
  const isInvalid = invalid?.name === 'package'
  return (
    <div className={isInvalid ? 'booking-field field-error' : 'booking-field'}>
      <label htmlFor={id}>{wellnessLabels.package}</label>
      {isInvalid && (
        <p className="error-message" id={`${id}-error`}>
          <span className="visually-hidden">Error: </span>
          {invalid.message}
        </p>
      )}
      <select id={id} name="package" value={value} aria-invalid={isInvalid || undefined} aria-describedby={isInvalid ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose a package</option>
        {wellnessPackages.map((option) => (
          <option key={option.packageId} value={option.packageId}>
            {option.title}
          </option>
        ))}
      </select>
    </div>
  )
}

const slotNames = { date: 'wellness_date', time: 'wellness_time' }
const slotLabels = { date: wellnessLabels.wellness_date, time: wellnessLabels.wellness_time }

export function WellnessForm({ wellnessPackage }: { wellnessPackage: WellnessPackage | undefined }) {
  const hours = useConsultationHours()
  const { values, set, submit, submitting, invalid } = useBookingForm(wellnessForm, emptyWellness(wellnessPackage?.packageId ?? ''), (current) =>
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
      <NameFields values={values} set={set} invalid={invalid} />
      {!wellnessPackage && <PackageSelect value={values.package} onChange={(value) => set('package', value)} invalid={invalid} />}
      {isSexAsked(values) && (
        <ChoiceField
          name="sex"
          legend={wellnessLabels.sex}
          hint="This package's lab tests and price differ for men and women."
          choices={[
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
          ]}
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
        legend={wellnessLabels.collection_preference}
        hint="For a home or office collection we ask your browser for your location, to help our team find you. You can say no: the location you type is enough."
        choices={[
          { value: 'Onsite', label: 'Onsite (walk-in)' },
          { value: 'Home', label: 'Home (free collection)' },
          { value: 'Office', label: 'Office (free collection)' },
        ]}
        value={values.collection_preference}
        onChange={(value) => {
          set('collection_preference', value)
          if (isCollected({ collection_preference: value })) askLocation()
        }}
        {...field}
      />
      <TextField name="location" label={wellnessLabels.location} hint="Your area, estate or address, for example Kilimani, Nairobi." autoComplete="street-address" maxLength={200} value={values.location} onChange={(value) => set('location', value)} {...field} />
      {isCollected(values) && values.latitude !== null && (
        <p className="hint" role="status">
          Your device's location will be shared with the collection team.
        </p>
      )}
      <ChoiceField
        name="payment_mode"
        legend={wellnessLabels.payment_mode}
        hint="Paying by insurance needs your insurer's pre-authorization."
        choices={[
          { value: 'Insurance', label: 'Insurance' },
          { value: 'Cash', label: 'Cash' },
        ]}
        value={values.payment_mode}
        onChange={(value) => set('payment_mode', value)}
        {...field}
      />
      {values.payment_mode === 'Insurance' && <InsuranceCardField label={wellnessLabels.insuranceCard} file={values.insuranceCard} onChange={(file) => set('insuranceCard', file)} invalid={invalid} />}
      {values.payment_mode === 'Cash' && (
        <ChoiceField
          name="cashPaymentOption"
          legend={wellnessLabels.cashPaymentOption}
          choices={[
            { value: 'now', label: 'Pay now, online' },
            { value: 'later', label: 'Pay later' },
          ]}
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
      <ContactFields values={values} set={set} invalid={invalid} />
      <ConsentField label={consentLabel} checked={values.consent} onChange={(checked) => set('consent', checked)} invalid={invalid} />
      <SubmitBar submitting={submitting} />
    </form>
  )
}

/**
 * The consultation hours for one booking form: loading, then ready, or failed (the form still
 * works then: the time is typed and the server checks it). One request per form; the server lets
 * the browser cache the answer for 5 minutes.
 */
import { useEffect, useState } from 'react'
import { fetchConsultationHours, type ConsultationHours } from './consultation-hours.ts'

export type HoursState = { status: 'loading' } | { status: 'ready'; hours: ConsultationHours } | { status: 'failed' }

export function useConsultationHours(): HoursState {
  const [state, setState] = useState<HoursState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetchConsultationHours(controller.signal).then(
      (hours) => setState({ status: 'ready', hours }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [])
  return state
}

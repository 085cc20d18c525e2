/**
 * The appointment times of a day that no practitioner can take any more (GET
 * /api/slot-availability, decision 080), so a picker offers only times a practitioner working then
 * is still free: the booking form's and the manage page's (decision 103). Asked once per chosen
 * day while the hours are known, and again each time `refresh` changes (a booking refused because
 * its time has just become full, decision 102); none while loading or when the call fails (then
 * every time inside consultation hours is offered, as before). The call is anonymous and holds only
 * times: a move needs no session in it, since a booking holds only its own time, and moving to that
 * is refused as the same slot.
 */
import { useEffect, useState } from 'react'
import { callApi } from './api-client.ts'

const none: readonly string[] = []

export function useSlotAvailability(date: string, enabled: boolean, refresh: unknown = 0): readonly string[] {
  const [full, setFull] = useState<{ date: string; times: readonly string[] }>({ date: '', times: none })
  useEffect(() => {
    if (!enabled || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return
    const controller = new AbortController()
    void callApi('slotAvailability', { query: { date }, signal: controller.signal }).then((result) => {
      if (result.ok && !controller.signal.aborted) setFull({ date, times: result.answer.full })
    })
    return () => controller.abort()
  }, [date, enabled, refresh])
  return full.date === date ? full.times : none
}

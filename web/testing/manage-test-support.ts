/**
 * What the manage page's DOM tests answer for the visitor's booking: a link token, a JSON
 * response, a paid video-call appointment opened with its code (POST /api/manage/open), and
 * consultation hours open on Mondays.
 */
export const manageToken = 'A'.repeat(20) + 'b'.repeat(23)

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

export const openedBooking = {
  message: 'Here is your booking.',
  session: 'S'.repeat(43),
  reference: '3F2C1E9A',
  serviceType: 'Appointment',
  practitioner: 'Doctor',
  modeOfConsultation: 'Video call',
  packageName: null,
  date: '2026-12-14',
  time: '10:30',
  amountKes: 2500,
  paid: true,
  cancelled: false,
  changeable: true,
  refundIfCancelledKes: 2500,
  refund: null,
}

export const mondayHours = { days: [{ day: 'Mon', open: '08:00', close: '18:00' }], maxDaysAhead: 180 }

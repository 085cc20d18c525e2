/** Placeholder: being built (see the open issue). */
export function BookingPage() {
  return (
    <main className="page">
      <h1>Booking</h1>
      <p>This page is coming soon.</p>
    </main>
  )
}

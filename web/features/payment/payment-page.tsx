/** Placeholder: being built (see the open issue). */
export function PaymentPage() {
  return (
    <main className="page">
      <h1>Payment</h1>
      <p>This page is coming soon.</p>
    </main>
  )
}

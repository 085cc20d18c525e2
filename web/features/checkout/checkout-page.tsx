/** Placeholder: being built (see the open issue). */
export function CheckoutPage() {
  return (
    <main className="page">
      <h1>Checkout</h1>
      <p>This page is coming soon.</p>
    </main>
  )
}

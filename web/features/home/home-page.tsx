/** The home page placeholder; SPEC.md's landing page comes later. */
export function HomePage() {
  return (
    <main className="page">
      <h1>Free health self-tests for Kenya</h1>
      <p>The screening tests are coming soon. Please check back shortly.</p>
    </main>
  )
}

/** The app shell. For now a single placeholder page; the screens of SPEC.md come later. */
export function App() {
  return (
    <main>
      <h1>Free health self-tests for Kenya</h1>
      <p>The screening tests are coming soon. Please check back shortly.</p>
    </main>
  )
}

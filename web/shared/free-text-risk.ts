/**
 * The crisis net for the site's free-text fields (issue 17 item 6): feedback text and booking
 * notes go through the same engine function as the assistant (assessFreeText, with the same
 * lexicon and classifier files). The net is loaded on demand, the first time a field holds text,
 * so pages without such a field never carry it. Once the text calls for the crisis card (a crisis
 * or a check-in), the card stays until the page is left: memory only, nothing is stored or sent.
 */
import { useEffect, useMemo, useState } from 'react'

type Check = (texts: readonly string[]) => boolean

let loading: Promise<Check> | undefined

function loadCheck(): Promise<Check> {
  loading ??= Promise.all([import('#engine/crisis.ts'), import('./crisis-nets.ts')]).then(([net, { crisisNets }]) => (texts) => net.assessFreeText(texts, crisisNets).outcome !== 'none')
  return loading
}

/** Whether the crisis card should show for these texts: true from the first text that calls for it, for as long as the component lives. */
export function useCrisisCardFor(texts: readonly string[]): boolean {
  const [check, setCheck] = useState<Check>()
  const [shown, setShown] = useState(false)
  const key = texts.join('\u0000')
  const hasText = texts.some((text) => text.trim() !== '')
  useEffect(() => {
    if (!hasText || check) return
    let current = true
    void loadCheck().then((loaded) => {
      if (current) setCheck(() => loaded)
    })
    return () => {
      current = false
    }
  }, [hasText, check])
  // The key stands for the texts: a new array with the same words is not new text.
  const needed = useMemo(() => (check ? check(texts) : false), [check, key])
  useEffect(() => {
    if (needed) setShown(true)
  }, [needed])
  return shown || needed
}

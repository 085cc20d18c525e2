/**
 * A click handler for links to a section of the home page (SPEC.md section 2): replace the history
 * entry with / and, 200 ms later, scroll to the section below the navigation bar. Works from any
 * page; a pending scroll is cancelled when the component unmounts or another one is asked for.
 */
import { useCallback, useEffect, useRef, type MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { scrollToSectionSoon } from './scroll-to-section.ts'

export function useGoToSection(): (selector: string, event?: MouseEvent) => void {
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  return useCallback(
    (selector: string, event?: MouseEvent) => {
      event?.preventDefault()
      navigate('/', { replace: true })
      clearTimeout(timer.current)
      timer.current = scrollToSectionSoon(selector)
    },
    [navigate],
  )
}

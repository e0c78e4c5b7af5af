import { useEffect, useState } from "react"

/**
 * Whether a media query matches, kept up to date; `undefined` until mounted, since the prerendered
 * HTML cannot know the visitor's settings (callers decide what to show before that).
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean | undefined>(undefined)

  useEffect(() => {
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener("change", update)
    return () => list.removeEventListener("change", update)
  }, [query])

  return matches
}

export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)"

import { useEffect, useState } from "react"

/**
 * True once the window has scrolled strictly more than `threshold` pixels.
 * A passive listener, batched to one read per animation frame, keeps scrolling off the main thread.
 */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false)

  useEffect(() => {
    if (!enabled) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- reset on leaving, so a return does not draw it scrolled for a frame
      setPast(false)
      return undefined
    }
    let frame = 0
    const update = () => {
      frame = 0
      setPast(window.scrollY > threshold)
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [threshold, enabled])

  return past
}

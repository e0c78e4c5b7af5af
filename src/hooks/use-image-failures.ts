import { useEffect, type RefObject } from "react"

/** An image that has finished trying to load and has nothing to show (not one still waiting to load). */
const isBroken = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && Boolean(img.currentSrc || img.src)

/**
 * Calls `onFailure(key, url)` for every image inside `container` that fails to load, where `key` is the
 * `data-image-key` of the nearest element around it. Error events do not bubble, so one capturing
 * listener watches them all; images that failed before hydration are found by looking at them once.
 */
export function useImageFailures(container: RefObject<HTMLElement>, onFailure: (key: string, url: string) => void) {
  useEffect(() => {
    const root = container.current
    if (!root) return undefined
    const report = (img: HTMLImageElement) => {
      const key = img.closest<HTMLElement>("[data-image-key]")?.dataset.imageKey
      if (key) onFailure(key, img.currentSrc || img.src)
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) report(event.target)
    }
    root.addEventListener("error", onError, true)
    root.querySelectorAll("img").forEach((img) => isBroken(img) && report(img))
    return () => root.removeEventListener("error", onError, true)
  }, [container, onFailure])
}

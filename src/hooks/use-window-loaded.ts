import { useEffect, useState } from "react"

/** True once the window's load event has fired, so optional extras never compete with the first paint. */
export function useWindowLoaded(): boolean {
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    if (document.readyState === "complete") {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- load may fire before hydration; the first render matches the HTML
      setLoaded(true)
      return undefined
    }
    const onLoad = () => setLoaded(true)
    window.addEventListener("load", onLoad, { once: true })
    return () => window.removeEventListener("load", onLoad)
  }, [])

  return loaded
}

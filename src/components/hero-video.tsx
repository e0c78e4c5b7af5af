import * as React from "react"
import { MotionToggle } from "./motion-toggle"
import { REDUCED_MOTION, useMediaQuery } from "../hooks/use-media-query"
import { useWindowLoaded } from "../hooks/use-window-loaded"
import { saveDataOn } from "../lib/save-data"
import * as styles from "./hero-video.module.css"

export type HeroVideoSources = { webm: string; mp4: string }

/**
 * The home header's looping background video, layered over the poster photograph. It is attached only
 * after the window has loaded, so the poster stays the largest paint, and never for visitors who prefer
 * reduced motion or save data. It pauses while scrolled out of view and has its own pause button.
 */
export function HeroVideo({ webm, mp4 }: HeroVideoSources) {
  const loaded = useWindowLoaded()
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const enabled = loaded && reducedMotion === false && !saveDataOn()
  const videoRef = React.useRef<HTMLVideoElement>(null)
  const [paused, setPaused] = React.useState(false)
  const [inView, setInView] = React.useState(true)
  const [showing, setShowing] = React.useState(false)

  React.useEffect(() => {
    const video = videoRef.current
    if (!enabled || !video) return undefined
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting))
    observer.observe(video)
    return () => observer.disconnect()
  }, [enabled])

  React.useEffect(() => {
    const video = videoRef.current
    if (!enabled || !video) return
    if (paused || !inView) {
      video.pause()
      return
    }
    video.muted = true // React sets no muted attribute, and browsers only autoplay muted video
    // Older browsers return nothing from play(), hence the Promise.resolve.
    Promise.resolve(video.play()).catch((error: DOMException) => {
      // The browser refused to autoplay: show the Play button rather than a Pause that does nothing.
      if (error.name === "NotAllowedError") setPaused(true)
    })
  }, [enabled, paused, inView])

  if (!enabled) return null
  return (
    <>
      <video
        ref={videoRef}
        className={styles.video}
        data-showing={showing}
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setShowing(true)}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <MotionToggle playing={!paused} onToggle={() => setPaused((value) => !value)} what="background video" className={styles.toggle} />
    </>
  )
}

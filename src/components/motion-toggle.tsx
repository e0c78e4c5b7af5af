import * as React from "react"

type MotionToggleProps = {
  playing: boolean
  onToggle: () => void
  /** What moves, for the accessible name: "Pause carousel", "Play background video". */
  what: string
  className?: string
}

/** The pause/play button that any moving content needs (WCAG 2.2.2); its visible word starts its name. */
export function MotionToggle({ playing, onToggle, what, className }: MotionToggleProps) {
  const verb = playing ? "Pause" : "Play"
  return (
    <button type="button" className={className} onClick={onToggle}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {playing ? <path d="M7 5 H10 V19 H7 Z M14 5 H17 V19 H14 Z" fill="currentColor" /> : <path d="M7 4.5 L19 12 L7 19.5 Z" fill="currentColor" />}
      </svg>
      {verb}
      <span className="visually-hidden"> {what}</span>
    </button>
  )
}

import * as React from "react"
import * as styles from "./section.module.css"

type SectionProps = {
  id: string
  title: string
  text?: string
  tone?: "plain" | "mist" | "pine"
  children: React.ReactNode
}

/** A titled band of a page; its heading names the region for assistive technology. */
export function Section({ id, title, text, tone = "plain", children }: SectionProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {text && <p className={styles.text}>{text}</p>}
        {children}
      </div>
    </section>
  )
}

type SectionIntro = { readonly id: string; readonly title: string; readonly text: string }

/** The intro (title and text) with the given id from a page's `sections`, or a clear error. */
export function sectionIntro(sections: ReadonlyArray<SectionIntro>, id: string): SectionIntro {
  const found = sections.find((section) => section.id === id)
  if (!found) throw new Error(`Missing content: a section with id "${id}" in this page's content file`)
  return found
}

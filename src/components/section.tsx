import * as React from "react"
import { graphql } from "gatsby"
import { pageSections, type PageRoute, type SectionId } from "../lib/page-sections"
import * as styles from "./section.module.css"

type SectionProps = {
  id: string
  title: string
  text?: string
  tone?: "plain" | "mist" | "pine"
  /**
   * A band whose length is the content's (a list that grows with the site, such as the photo credits): laid out with
   * the page, as a reserved height would be outgrown, and its text would then lie over the bands after it.
   */
  growsWithContent?: boolean
  children: React.ReactNode
}

/** A titled band of a page; its heading names the region for assistive technology. */
export function Section({ id, title, text, tone = "plain", growsWithContent = false, children }: SectionProps) {
  const headingId = `${id}-title`
  const className = `${styles.section} ${styles[tone]}${growsWithContent ? ` ${styles.grows}` : ""}`
  return (
    <section id={id} className={className} aria-labelledby={headingId}>
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

/**
 * The intros (title and text) a page shows, by id, from its content file's `sections`: only the ids that page lists
 * in lib/page-sections.ts, each found or a clear error (the build's content check names the missing one first).
 */
export function sectionIntros<Route extends PageRoute>(
  sections: ReadonlyArray<Queries.SectionIntroContentFragment>,
  route: Route
): Record<SectionId<Route>, Queries.SectionIntroContentFragment> {
  const ids: ReadonlyArray<SectionId<Route>> = pageSections[route]
  return Object.fromEntries(
    ids.map((id) => {
      const found = sections.find((section) => section.id === id)
      if (!found) throw new Error(`Missing content: a section with id "${id}" in the content file of ${route}`)
      return [id, found]
    })
  ) as Record<SectionId<Route>, Queries.SectionIntroContentFragment>
}

export const query = graphql`
  fragment SectionIntroContent on SectionIntro {
    id
    title
    text
  }
`

import * as React from "react"
import * as styles from "./photo-credits.module.css"

type Credit = {
  readonly image: string
  readonly title: string
  readonly author: string
  readonly licence: string
  readonly licenceUrl: string
  readonly source: string
  readonly sourceUrl: string
}

/** Who took each photograph and under which licence, as the licences require. */
export function PhotoCredits({ credits }: { credits: ReadonlyArray<Credit> }) {
  return (
    <>
      <ul className={styles.list}>
        {credits.map((credit) => (
          <li key={credit.image}>
            <span className={styles.title}>{credit.title}</span> by {credit.author}, licensed under <a href={credit.licenceUrl}>{credit.licence}</a>;
            from <a href={credit.sourceUrl}>{credit.source}</a>.
          </li>
        ))}
      </ul>
      {/* A plain link: the notice file is served from static/, not a Gatsby page. */}
      <p className={styles.notice}>
        The licence notices the GPL, LGPL, BSD and Creative Commons licences ask for, with each photograph&apos;s original source, are in{" "}
        <a href="/photo-licences.txt">the photo licences file (plain text)</a>.
      </p>
    </>
  )
}

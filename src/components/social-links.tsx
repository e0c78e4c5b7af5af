import * as React from "react"
import { Icon } from "./icon"
import type { SiteDetails } from "../hooks/use-site-details"
import * as styles from "./social-links.module.css"

type SocialLinksProps = {
  links: SiteDetails["social"]
}

/** Social profile icons; a profile without an address yet shows as a dimmed icon, never a dead link. */
export function SocialLinks({ links }: SocialLinksProps) {
  return (
    <ul className={styles.list} aria-label="Social media">
      {links.map((link) => (
        <li key={link.id}>
          {link.url ? (
            <a href={link.url} className={styles.link} target="_blank" rel="noopener noreferrer">
              <Icon name={link.id} />
              <span className="visually-hidden">{link.label} (opens in a new tab)</span>
            </a>
          ) : (
            <span className={`${styles.link} ${styles.pending}`} role="img" aria-label={link.label}>
              <Icon name={link.id} />
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

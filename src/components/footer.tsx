import * as React from "react"
import { Link } from "gatsby"
import { Logo } from "./logo"
import { SocialLinks } from "./social-links"
import type { Navigation, SiteDetails } from "../hooks/use-site-details"
import { ThisYear } from "./visitor-day/this-year"
import * as styles from "./footer.module.css"

type FooterProps = {
  site: SiteDetails
  groups: Navigation["footer"]
  /** The build's day (ISO): the year the prerendered page shows until the visitor's is known. */
  builtOn: string
}

export function Footer({ site, groups, builtOn }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo name={site.name} />
          <p className={styles.tagline}>{site.tagline}</p>
          <SocialLinks links={site.social} />
        </div>
        {groups.map((group) => (
          <nav key={group.title} className={styles.group} aria-label={group.title}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={`${link.path}-${link.name}`}>
                  <Link to={link.path} className={styles.link}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p>
          © <ThisYear builtIn={builtOn.slice(0, 4)} /> {site.name}. All rights reserved.
        </p>
        <p>
          {/* Every photograph's credit, in the file the build writes (a page credits only the photographs it shows). */}
          <a href="/photo-licences.txt" className={styles.link}>
            Photo credits
          </a>
          <span aria-hidden="true"> · </span>
          <a href={site.credit.url} className={styles.link} target="_blank" rel="noopener noreferrer">
            {site.credit.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </footer>
  )
}

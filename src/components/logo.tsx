import * as React from "react"
import { Link } from "gatsby"
import * as styles from "./logo.module.css"

type LogoProps = {
  name: string
  onClick?: () => void
}

/** The brand mark (a glen between two peaks) and the business name, linking home. */
export function Logo({ name, onClick }: LogoProps) {
  return (
    <Link to="/" className={styles.logo} onClick={onClick}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="currentColor" opacity="0.14" />
        <path d="M4 30 L15 12 L21 21 L26 15 L36 30 Z" fill="currentColor" />
        <path d="M15 12 L18 17 L15.5 16 L13 18 Z" fill="var(--colour-cream)" opacity="0.85" />
        <path d="M8 33 C15 29 25 29 32 33" stroke="var(--colour-gorse)" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <span className={styles.name}>{name}</span>
    </Link>
  )
}

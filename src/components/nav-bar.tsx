import * as React from "react"
import { Link } from "gatsby"
import { Logo } from "./logo"
import { MenuIcon } from "./menu-icon"
import { useScrolledPast } from "../hooks/use-scrolled-past"
import { isCurrentPath } from "../lib/paths"
import type { Navigation } from "../hooks/use-site-details"
import * as styles from "./nav-bar.module.css"

/** Pixels the home page must be scrolled, strictly more than, before the bar takes its scrolled style. */
export const HOME_SCROLL_THRESHOLD = 150

type NavBarProps = {
  siteName: string
  links: Navigation["main"]
  pathname: string
}

export function NavBar({ siteName, links, pathname }: NavBarProps) {
  const [open, setOpen] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const isHome = isCurrentPath("/", pathname)
  const scrolled = useScrolledPast(HOME_SCROLL_THRESHOLD, isHome)
  const listId = "main-menu"

  React.useEffect(() => {
    if (!open) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open])

  // A link click toggles the menu where the menu can be toggled; on wide screens, where the links are
  // always shown and the button is not, it must not leave a hidden menu "open" for a later narrow window.
  const toggleFromLink = () => {
    const toggle = toggleRef.current
    const collapsible = toggle !== null && window.getComputedStyle(toggle).display !== "none"
    setOpen((value) => (collapsible ? !value : false))
  }

  const variant = !isHome ? styles.inner : scrolled ? styles.scrolled : styles.home

  return (
    <header className={`${styles.bar} ${variant}`} data-variant={!isHome ? "inner" : scrolled ? "scrolled" : "home"}>
      <nav className={styles.nav} aria-label="Main">
        <Logo name={siteName} onClick={() => setOpen(false)} />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
          <span className="visually-hidden">Main menu</span>
        </button>
        <ul id={listId} className={`${styles.links} ${open ? styles.open : ""}`}>
          {links.map((link) => {
            const current = isCurrentPath(link.path, pathname)
            return (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className={`${styles.link} ${current ? styles.active : ""}`}
                  aria-current={current ? "page" : undefined}
                  onClick={toggleFromLink}
                >
                  {link.name}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </header>
  )
}

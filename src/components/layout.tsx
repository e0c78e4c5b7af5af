import * as React from "react"
import { NavBar } from "./nav-bar"
import { Footer } from "./footer"
import { ErrorBoundary } from "./error-boundary"
import { useSiteDetails } from "../hooks/use-site-details"
import { isCurrentPath } from "../lib/paths"
import * as styles from "./layout.module.css"

type LayoutProps = {
  pathname: string
  children: React.ReactNode
}

/** The frame around every route: skip link, navigation bar, the page (behind an error boundary), footer. */
export function Layout({ pathname, children }: LayoutProps) {
  const { site, navigation, builtOn } = useSiteDetails()
  const isHome = isCurrentPath("/", pathname)
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <NavBar siteName={site.name} links={navigation.main} pathname={pathname} />
      <main id="main" tabIndex={-1} className={isHome ? styles.mainHome : styles.main}>
        <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      </main>
      <Footer site={site} groups={navigation.footer} builtOn={builtOn} />
    </>
  )
}

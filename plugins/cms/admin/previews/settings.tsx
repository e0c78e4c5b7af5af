import * as React from "react"
import type { PreviewProps } from "../decap"
import { dataOf, listOf, textOf, useContentFile, type Json } from "./entry"
import { PreviewNote } from "./preview-note"
import { Section } from "../../../../src/components/section"
import { ContactLinks } from "../../../../src/components/contact-links"
import { NavBar } from "../../../../src/components/nav-bar"
import { Footer } from "../../../../src/components/footer"
import { scotlandDay } from "../../../../src/lib/departures"

// The site's details (the contact page's links, the footer) and its menus (the bar at the top, the footer's links):
// each file's part drawn with the other file's, as saved, where the site draws them together.

/** The site's details as the footer takes them. */
const siteOf = (site: Json) => ({
  name: textOf(site.name),
  tagline: textOf(site.tagline),
  description: textOf(site.description),
  email: textOf(site.email),
  phone: textOf(site.phone),
  address: textOf(site.address),
  directMessageUrl: textOf(site.directMessageUrl),
  social: listOf(site.social).map((link) => ({ id: textOf(link.id), label: textOf(link.label), url: textOf(link.url) })),
  credit: { label: textOf(site.credit?.label), url: textOf(site.credit?.url) },
})

const linksOf = (links: unknown) => listOf(links).map((link) => ({ name: textOf(link.name), path: textOf(link.path) }))
const footerOf = (navigation: Json | undefined) =>
  listOf(navigation?.footer).map((group) => ({ title: textOf(group.title), links: linksOf(group.links) }))

export function SitePreview(props: PreviewProps) {
  const site = siteOf(dataOf(props))
  const contact = useContentFile(props, "pages", "contact")
  const navigation = useContentFile(props, "settings", "navigation")
  const intro: Json | undefined = listOf(contact?.sections).find((section) => section.id === "links")
  if (!contact || !navigation) return null
  return (
    <>
      <Section id="links" title={textOf(intro?.title)} text={textOf(intro?.text)}>
        <ContactLinks email={site.email} phone={site.phone} directMessageUrl={site.directMessageUrl} />
      </Section>
      <div className="search-result">
        <p className="search-title">{site.name}</p>
        <p className="search-text">{site.description}</p>
        <p className="search-text">{site.address}</p>
      </div>
      <Footer site={site} groups={footerOf(navigation)} builtOn={scotlandDay(new Date())} />
    </>
  )
}

export function NavigationPreview(props: PreviewProps) {
  const navigation = dataOf(props)
  const site = useContentFile(props, "settings", "site")
  if (!site) return null
  return (
    <>
      <div className="preview-bar">
        {/* As on a page none of its links leads to (the not-found page): no link marked as the current page. */}
        <NavBar siteName={textOf(site.name)} links={linksOf(navigation.main)} pathname="/404" />
      </div>
      <PreviewNote>
        The menu at the top of every page (in a pane this narrow, it opens from its button, as on a phone), and below, the footer&apos;s links.
      </PreviewNote>
      <Footer site={siteOf(site)} groups={footerOf(navigation)} builtOn={scotlandDay(new Date())} />
    </>
  )
}

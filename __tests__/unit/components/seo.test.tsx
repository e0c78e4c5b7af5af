import * as React from "react"
import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { PageSeo } from "../../../src/components/seo"
import { siteDetailsQuery, siteJson } from "../../fixtures/content"
import home from "../../../content/pages/home.json"
import about from "../../../content/pages/about.json"
import faqs from "../../../content/faqs.json"
import { JsonLd } from "../../../src/components/json-ld"
import { faqPage } from "../../../src/lib/structured-data"

const siteUrl = "https://www.wildglensafaris.co.uk"

/** A content entry as the PageSeo fragment delivers it, with the share image sharp would make. */
function seoEntry(page: typeof home, file: string): Queries.PageSeoFragment {
  return {
    title: page.title,
    description: page.description,
    banner: {
      alt: page.banner.alt,
      image: { childImageSharp: { resize: { src: `/static/abc/0122f/${file}`, width: 1200, height: 630 } } },
    },
  }
}

const homeEntry = seoEntry(home, "loch.jpg")
const aboutEntry = seoEntry(about, "sunrays.jpg")

function renderHead(element: React.ReactElement) {
  const { container } = render(element)
  const meta = (selector: string) => container.querySelector(selector)?.getAttribute("content") ?? null
  const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.innerHTML) as Record<string, unknown> & { "@type": string }
  )
  return {
    title: container.querySelector("title")?.textContent,
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    meta,
    jsonLd,
    ofType: (type: string) => jsonLd.find((data) => data["@type"] === type),
  }
}

describe("Seo", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({ ...siteDetailsQuery, pageJson: homeEntry })
  })

  it("gives an inner page its own title, description and canonical address without a trailing slash", () => {
    const head = renderHead(<PageSeo page={aboutEntry} pathname="/about/" />)
    expect(head.title).toBe(`${about.title} | ${siteJson.name}`)
    expect(head.meta('meta[name="description"]')).toBe(about.description)
    expect(head.canonical).toBe(`${siteUrl}/about`)
    expect(head.meta('meta[name="robots"]')).toBeNull()
  })

  it("leads the home page title with the business name and points its canonical at the site root", () => {
    const head = renderHead(<PageSeo page={homeEntry} pathname="/" />)
    expect(head.title).toBe(`${siteJson.name} | ${home.title}`)
    expect(head.canonical).toBe(siteUrl)
  })

  it("describes the page for link previews with its banner photo at 1200x630, as an absolute URL", () => {
    const head = renderHead(<PageSeo page={aboutEntry} pathname="/about" />)
    expect(head.meta('meta[property="og:title"]')).toBe(head.title)
    expect(head.meta('meta[property="og:description"]')).toBe(about.description)
    expect(head.meta('meta[property="og:url"]')).toBe(`${siteUrl}/about`)
    expect(head.meta('meta[property="og:image"]')).toBe(`${siteUrl}/static/abc/0122f/sunrays.jpg`)
    expect(head.meta('meta[property="og:image:width"]')).toBe("1200")
    expect(head.meta('meta[property="og:image:height"]')).toBe("630")
    expect(head.meta('meta[property="og:image:alt"]')).toBe(about.banner.alt)
    expect(head.meta('meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(head.meta('meta[name="twitter:image"]')).toBe(`${siteUrl}/static/abc/0122f/sunrays.jpg`)
  })

  it("names the business on its home page as a TravelAgency in Scotland, linking only the social profiles that exist; once, not on every page", () => {
    expect(renderHead(<PageSeo page={aboutEntry} pathname="/about" />).ofType("TravelAgency")).toBeUndefined()
    const agency = renderHead(<PageSeo page={homeEntry} pathname="/" />).ofType("TravelAgency")
    const liveProfiles = siteJson.social.map((link) => link.url).filter((url) => url !== "")
    expect(liveProfiles.length).toBeLessThan(siteJson.social.length)
    expect(agency).toMatchObject({
      "@context": "https://schema.org",
      name: siteJson.name,
      url: siteUrl,
      email: siteJson.email,
      telephone: siteJson.phone,
      areaServed: { name: "Scotland" },
      sameAs: liveProfiles,
      image: `${siteUrl}/static/abc/0122f/loch.jpg`,
    })
    expect(agency?.logo).toMatch(new RegExp(`^${siteUrl}/.+\\.png$`))
  })

  it("gives inner pages a breadcrumb trail from home, and the home page none", () => {
    const inner = renderHead(<PageSeo page={aboutEntry} pathname="/about" />)
    expect(inner.ofType("BreadcrumbList")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: siteJson.name, item: siteUrl },
        { "@type": "ListItem", position: 2, name: about.title, item: `${siteUrl}/about` },
      ],
    })
    expect(renderHead(<PageSeo page={homeEntry} pathname="/" />).ofType("BreadcrumbList")).toBeUndefined()
  })

  it("keeps a noindex page out of search: robots noindex, no canonical and no breadcrumb", () => {
    const head = renderHead(<PageSeo page={aboutEntry} pathname="/success" noindex />)
    expect(head.meta('meta[name="robots"]')).toBe("noindex")
    expect(head.canonical).toBeNull()
    expect(head.ofType("BreadcrumbList")).toBeUndefined()
  })

  it("falls back to the home banner for link previews when a page has no processed photo", () => {
    const bare = { ...aboutEntry, banner: { ...aboutEntry.banner, image: { childImageSharp: null } } }
    const head = renderHead(<PageSeo page={bare} pathname="/about" />)
    expect(head.meta('meta[property="og:image"]')).toBe(`${siteUrl}/static/abc/0122f/loch.jpg`)
  })

  it("renders page extras such as the FAQ page's structured data, escaped so no answer can close the script", () => {
    const questions = [{ question: "Is </script> safe?", answer: "Yes & always <b>escaped</b>." }]
    const head = renderHead(
      <PageSeo page={aboutEntry} pathname="/faqs">
        <JsonLd data={faqPage(questions)} />
      </PageSeo>
    )
    expect(head.ofType("FAQPage")).toEqual(faqPage(questions))
    expect(document.body.innerHTML).not.toContain("</script> safe")
  })
})

describe("faqPage", () => {
  it("lists every FAQ of content/faqs.json as a question with its accepted answer", () => {
    const data = faqPage(faqs.faqs)
    expect(data["@type"]).toBe("FAQPage")
    expect(data.mainEntity).toHaveLength(faqs.faqs.length)
    expect(data.mainEntity[3]).toEqual({
      "@type": "Question",
      name: faqs.faqs[3].question,
      acceptedAnswer: { "@type": "Answer", text: faqs.faqs[3].answer },
    })
  })
})

// schema.org JSON-LD for search engines: plain objects built from content, rendered by <JsonLd>.

const context = "https://schema.org"

export type Business = {
  name: string
  description: string
  url: string
  logo: string
  image: string
  email: string
  telephone: string
  address: string
  socialUrls: readonly string[]
}

/** The business itself, on every page. Empty social links (profiles not yet live) are left out. */
export function travelAgency(business: Business) {
  return {
    "@context": context,
    "@type": "TravelAgency",
    "@id": `${business.url}/#business`,
    name: business.name,
    description: business.description,
    url: business.url,
    logo: business.logo,
    image: business.image,
    email: business.email,
    telephone: business.telephone,
    address: business.address,
    // Every safari runs in Scotland; the tagline and every page say so.
    areaServed: { "@type": "AdministrativeArea", name: "Scotland" },
    sameAs: business.socialUrls.filter((url) => url.trim() !== ""),
  }
}

export type Question = { question: string; answer: string }

/** The FAQ page's questions and answers, so they can show as rich results. */
export function faqPage(questions: readonly Question[]) {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  }
}

export type Crumb = { name: string; url: string }

/** The trail from the home page to the current page. */
export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

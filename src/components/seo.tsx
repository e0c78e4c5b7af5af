import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"

type SeoProps = {
  title: string
  description: string
  pathname: string
  noindex?: boolean
  children?: React.ReactNode
}

/** Site-wide metadata for the Gatsby Head API; every page's `Head` renders one. */
export function Seo({ title, description, pathname, noindex = false, children }: SeoProps) {
  const { site, siteJson } = useStaticQuery<Queries.SeoDefaultsQuery>(graphql`
    query SeoDefaults {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
      }
    }
  `)
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const name = siteJson?.name ?? ""
  const fullTitle = pathname === "/" ? `${name} | ${title}` : `${title} | ${name}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteUrl}${pathname === "/" ? "" : pathname}`} />
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  )
}

type PageSeoProps = {
  page: Queries.PageSeoFragment
  pathname: string
  noindex?: boolean
  children?: React.ReactNode
}

/** Seo from a page's own content entry (content/pages/*.json). */
export function PageSeo({ page, pathname, noindex, children }: PageSeoProps) {
  return (
    <Seo title={page.title} description={page.description} pathname={pathname} noindex={noindex}>
      {children}
    </Seo>
  )
}

export const query = graphql`
  fragment PageSeo on PageJson {
    title
    description
  }
`

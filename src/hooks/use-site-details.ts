import { graphql, useStaticQuery } from "gatsby"

/**
 * The site-wide details: the business, the navigation, the site's address and the home page's entry (its banner is
 * every page's default share image). One static query, read by the layout, Seo and any component that names the business.
 */
export function useSiteDetails() {
  const data = useStaticQuery<Queries.SiteDetailsQuery>(graphql`
    query SiteDetails {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        tagline
        description
        email
        phone
        address
        directMessageUrl
        social {
          id
          label
          url
        }
        credit {
          label
          url
        }
      }
      navigationJson {
        main {
          name
          path
        }
        footer {
          title
          links {
            name
            path
          }
        }
      }
      pageJson(path: { eq: "/" }) {
        ...PageSeo
      }
      siteDay {
        day
      }
    }
  `)
  if (!data.siteJson || !data.navigationJson) {
    throw new Error("content/site.json and content/navigation.json must both exist")
  }
  return {
    site: data.siteJson,
    navigation: data.navigationJson,
    /** The site's public address, without a trailing slash. */
    siteUrl: (data.site?.siteMetadata?.siteUrl ?? "").replace(/\/+$/, ""),
    homePage: data.pageJson,
    /** The day the site was built for (Scotland's, ISO). */
    builtOn: data.siteDay?.day ?? "",
  }
}

export type SiteDetails = ReturnType<typeof useSiteDetails>["site"]
export type Navigation = ReturnType<typeof useSiteDetails>["navigation"]

import { graphql, useStaticQuery } from "gatsby"

/** Business details and navigation, shared by the layout and any component that names the business. */
export function useSiteDetails() {
  const data = useStaticQuery<Queries.SiteDetailsQuery>(graphql`
    query SiteDetails {
      siteJson {
        name
        tagline
        description
        email
        phone
        address
        directMessageUrl
        chatUrl
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
    }
  `)
  if (!data.siteJson || !data.navigationJson) {
    throw new Error("content/site.json and content/navigation.json must both exist")
  }
  return { site: data.siteJson, navigation: data.navigationJson }
}

export type SiteDetails = ReturnType<typeof useSiteDetails>["site"]
export type Navigation = ReturnType<typeof useSiteDetails>["navigation"]

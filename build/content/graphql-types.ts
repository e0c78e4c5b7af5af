/**
 * The GraphQL types of every content type, declared here so that the types the pages use (and typegen's
 * `Queries.*`) never depend on what happens to be in the JSON files. @dontInfer stops Gatsby from guessing.
 */
export const contentTypeDefs = `
    type Photo {
      image: File! @fileByRelativePath
      alt: String!
    }
    type NavItem {
      name: String!
      path: String!
    }
    type FooterGroup {
      title: String!
      links: [NavItem!]!
    }
    type SocialLink {
      id: String!
      label: String!
      url: String!
    }
    type CreditLink {
      label: String!
      url: String!
    }
    type SiteJson implements Node @dontInfer {
      name: String!
      tagline: String!
      description: String!
      email: String!
      phone: String!
      address: String!
      social: [SocialLink!]!
      directMessageUrl: String!
      chatUrl: String!
      credit: CreditLink!
    }
    type NavigationJson implements Node @dontInfer {
      main: [NavItem!]!
      footer: [FooterGroup!]!
    }
    type SectionIntro {
      id: String!
      title: String!
      text: String!
    }
    type PageJson implements Node @dontInfer {
      path: String!
      title: String!
      heading: String!
      text: String!
      description: String!
      banner: Photo!
      sections: [SectionIntro!]!
    }
    type SafariCard {
      id: String!
      icon: String!
      title: String!
      info: String!
      path: String!
    }
    type SafarisJson implements Node @dontInfer {
      safaris: [SafariCard!]!
    }
    type Faq {
      id: String!
      question: String!
      answer: String!
    }
    type FaqsJson implements Node @dontInfer {
      faqs: [Faq!]!
    }
    type Testimonial {
      id: String!
      name: String!
      job: String!
      quote: String!
      avatar: Photo!
    }
    type TestimonialsJson implements Node @dontInfer {
      testimonials: [Testimonial!]!
    }
    type AboutSection {
      id: String!
      title: String!
      text: [String!]!
      photo: Photo!
    }
    type AboutJson implements Node @dontInfer {
      sections: [AboutSection!]!
    }
    type SafariOption {
      id: String!
      title: String!
      intro: String!
      activities: [String!]!
      photo: Photo!
    }
    type SafariOptionsJson implements Node @dontInfer {
      sections: [SafariOption!]!
    }
    type GalleryImage {
      id: String!
      image: File! @fileByRelativePath
      alt: String!
    }
    type GalleryJson implements Node @dontInfer {
      images: [GalleryImage!]!
    }
    type Guide {
      id: String!
      name: String!
      role: String!
      bio: String!
    }
    type GuidesJson implements Node @dontInfer {
      intro: String!
      guides: [Guide!]!
    }
    type PhotoCredit {
      image: String!
      title: String!
      author: String!
      licence: String!
      licenceUrl: String!
      source: String!
      sourceUrl: String!
    }
    type CreditsJson implements Node @dontInfer {
      credits: [PhotoCredit!]!
    }
`

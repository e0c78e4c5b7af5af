// Every route of the spec with the main heading a visitor sees on it.
import site from "../../content/site.json"
import safaris from "../../content/safaris.json"
import { safariDetailPath } from "../../src/lib/safari-path"

export const routes = [
  { path: "/", heading: "Wild Scotland, your way" },
  { path: "/about", heading: "About Wild Glen Safaris" },
  { path: "/faqs", heading: "Frequently Asked Questions" },
  { path: "/contact", heading: "Get In Touch" },
  { path: "/gallery", heading: "Our Gallery" },
  { path: "/trip", heading: `Plan Your Trip with ${site.name}` },
  { path: "/safaris", heading: "Our Safari Options" },
  { path: "/success", heading: "Thank You" },
  { path: "/guides", heading: "Our Local Guides" },
  // Each safari's own page, at its card's detail path, headed by the card's title.
  ...safaris.safaris.map((card) => ({ path: safariDetailPath(card.id), heading: card.title })),
] as const

/** The safaris' own pages, at their cards' detail paths. */
export const safariPaths: ReadonlyArray<string> = safaris.safaris.map((card) => safariDetailPath(card.id))

export const notFoundPaths = ["/safaris/555", "/no-such-page", "/gallery/extra/deep"] as const

/** Every built page, as tools/first-load-js.mjs names them: the routes, and the not-found page's file. */
export const builtPagePaths = [...routes.map((route) => route.path), "/404.html"]

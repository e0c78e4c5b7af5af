// Every route of the site (the menu's and the footer's pages, /trip, /success, each safari's own page, the journal and
// its newest post) with the main heading a visitor sees on it.
import site from "../../content/site.json"
import { safaris } from "../fixtures/safaris"
import { sightings } from "../fixtures/sightings"

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
  { path: "/departures", heading: "Group departures" },
  { path: "/journal", heading: "Sightings Journal" },
  // The journal's newest post, headed by its title.
  { path: sightings[0].path, heading: sightings[0].title },
  // Each safari's own page, at /safaris/ and its file's name, headed by its title.
  ...safaris.map((safari) => ({ path: safari.path, heading: safari.title })),
] as const

/** The safaris' own pages. */
export const safariPaths: ReadonlyArray<string> = safaris.map((safari) => safari.path)

// Not under /safaris/: an address there that no safari has leads to the list of safaris (a safari since removed).
export const notFoundPaths = ["/safari/555", "/no-such-page", "/gallery/extra/deep"] as const

/** Pages the build makes for the safari finder's choices (the list of safaris, filtered): one that fits some, one none. */
export const finderPaths = ["/safaris/month/october", "/safaris/length/up-to-5-days"] as const

/** Every built page, as bench/first-load-js.mjs names them: the routes, and the not-found page's file. */
export const builtPagePaths = [...routes.map((route) => route.path), "/404.html"]

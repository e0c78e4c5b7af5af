/**
 * @jest-environment node
 */
// A build from a warm .cache and public/ (what static hosts' build caches keep) writes the same site, byte for byte,
// as a clean build of the same sources. Shown for the change Gatsby 5 alone gets wrong, one CSS rule: a copy of the
// project is built with one rule of the footer changed, the rule is put back, and the copy is built again from that
// warm cache. Its public/ must then equal the project's own, which npm test built clean from these sources before the
// unit tests. The copy is the one npm test built the site in (NPM_TEST_BUILD_DIR, tools/test.mjs), so both builds here
// are warm ones, on the cache of that clean build: a cache is keyed to the folder it was made in. Run alone, the test
// makes a copy of its own, whose first build is clean. The fixes: plugins/reproducible-build/stylesheet-names.ts (pages
// rendered again when CSS changes), compilation-hash.ts (no hash of webpack's cache state in the pages), and
// webpack.ts (earlier builds' scripts and stylesheets removed).
// The first build also has one testimonial removed, as an editor removes one the day a guest withdraws consent: no file
// of that build (page, page data, photograph, list of photographs' licences) names the guest or keeps their avatar,
// and once it is put back the warm build is again the clean one, the avatar's images written again (stale-files.ts).
// And the first build is made for a later day, as a nightly build is: a departure that has left by then is in none of
// its pages, and the warm build for the tests' day (a build cache kept from another day) shows it again, as a clean
// build does.
import fs from "node:fs"
import path from "node:path"
import { builtPages, listFiles } from "../../../lib/built-site/built-files.mjs"
import { copyProject, gatsbyBuild } from "../../../tools/gatsby-build.mjs"
import { TEST_DAY } from "../../../tools/test-day.mjs"

const root = path.resolve(__dirname, "../../..")
const projectPublic = path.join(root, "public")
// A rule of the layout's footer, which every page inlines (the app's stylesheet).
const stylesheet = "src/components/footer.module.css"
const changedDeclaration = "outline-offset: 7px;"
const testimonialsFile = "content/testimonials.json"

type Testimonial = { name: string; avatar: { image: string; credit: { title: string } } }

/** Each stylesheet a page inlines, with the file of public/ it names. */
const inlinedSheets = (html: string) =>
  Array.from(html.matchAll(/<style data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g), ([, href, css]) => ({ href, css }))

const build = (dir: string, day = TEST_DAY) => gatsbyBuild(dir, { projectRoot: root, env: { SITE_TODAY: day }, logFile: path.join(dir, "build.log") })

// The Winter safari's first departure on the departures page, on the tests' day still to come; and a day on which it has left.
const winterPage = "departures/index.html"
const firstWinterDeparture = 'data-starts="2026-12-05"'
const afterIt = "2026-12-05"

/** Every file under dir, by its path inside dir. */
const filesUnder = (dir: string) =>
  listFiles(dir)
    .map((file) => path.relative(dir, file))
    .sort()

let copy: { dir: string; cleanUp: () => void }

beforeAll(() => {
  if (!fs.existsSync(path.join(projectPublic, "index.html"))) throw new Error("public/ has no build: run npm run build first (npm test does)")
  const built = process.env.NPM_TEST_BUILD_DIR
  copy = built ? { dir: built, cleanUp: () => undefined } : copyProject(root, "warm-cache-build-")
}, 60_000)

afterAll(() => copy?.cleanUp())

test(
  "after a change to one CSS rule and a testimonial removed, a build from the warm cache writes what a clean build of the same sources writes",
  () => {
    const file = path.join(copy.dir, stylesheet)
    const original = fs.readFileSync(file, "utf8")
    fs.writeFileSync(file, original.replace("{", `{\n  ${changedDeclaration}`))
    const testimonials = path.join(copy.dir, testimonialsFile)
    const shipped = fs.readFileSync(testimonials, "utf8")
    const content = JSON.parse(shipped) as { testimonials: Testimonial[] }
    const withdrawn = content.testimonials.at(-1)!
    const kept = content.testimonials[0]
    fs.writeFileSync(testimonials, JSON.stringify({ ...content, testimonials: content.testimonials.slice(0, -1) }, null, 2) + "\n")
    build(copy.dir, afterIt)
    const publicDir = path.join(copy.dir, "public")

    // The departure that left on the first build's day is on no page of it; the tests' own build shows it.
    expect(fs.readFileSync(path.join(projectPublic, winterPage), "utf8")).toContain(firstWinterDeparture)
    expect(filesUnder(publicDir).filter((name) => fs.readFileSync(path.join(publicDir, name)).includes(firstWinterDeparture))).toEqual([])

    // Nothing of the withdrawn testimonial is published; the one kept still is.
    const avatar = path.basename(withdrawn.avatar.image, path.extname(withdrawn.avatar.image))
    const traces = filesUnder(publicDir).filter((name) => {
      const bytes = fs.readFileSync(path.join(publicDir, name))
      return name.includes(avatar) || bytes.includes(withdrawn.name) || bytes.includes(withdrawn.avatar.credit.title)
    })
    expect(traces).toEqual([])
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toContain(kept.name)
    // The changed rule reached every page of the first build (so that putting it back is a change to every page).
    const pages = builtPages(publicDir).map((page) => path.relative(publicDir, page))
    expect(pages.length).toBeGreaterThanOrEqual(10)
    for (const page of pages) {
      const sheets = inlinedSheets(fs.readFileSync(path.join(publicDir, page), "utf8"))
      expect({ page, changed: sheets.some(({ css }) => css.includes(changedDeclaration.replace(" ", ""))) }).toEqual({ page, changed: true })
    }

    fs.writeFileSync(file, original)
    fs.writeFileSync(testimonials, shipped)
    build(copy.dir)
    expect(filesUnder(publicDir)).toEqual(filesUnder(projectPublic))
    const differing = filesUnder(publicDir).filter(
      (name) => !fs.readFileSync(path.join(publicDir, name)).equals(fs.readFileSync(path.join(projectPublic, name)))
    )
    expect(differing).toEqual([])
    // Each page inlines its stylesheets exactly as this build's CSS files have them.
    for (const page of pages) {
      for (const { href, css } of inlinedSheets(fs.readFileSync(path.join(publicDir, page), "utf8"))) {
        expect({ page, href, css }).toEqual({ page, href, css: fs.readFileSync(path.join(publicDir, href), "utf8") })
      }
    }
  },
  15 * 60_000
)

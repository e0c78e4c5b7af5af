// @ts-check
/**
 * Gatsby ends every page with its scripts (webpack runtime, framework, app) as `<script async>`: fetched at
 * once, in competition with the fonts and the banner photograph the first screen needs, and run, with React
 * starting on the page, as soon as they arrive, before the browser has painted anything when they come as
 * early as the HTML (a repeat visit, a good connection). At the end of the build (gatsby-node onPostBuild;
 * Gatsby 5 renders them in a slice that no render API reaches) runScriptsAfterPaint replaces them with
 * AFTER_PAINT_SCRIPT, which fetches and runs them, in the same order, as soon as the browser reports the first
 * contentful paint (the frame on screen; where the browser has no paint timing, after the next frame) and the
 * first screen's photographs (the banner: Gatsby's eager images, fetched with fetchpriority="high") have arrived
 * and been painted. On a slow connection the scripts would otherwise share its bandwidth with the banner and
 * delay the largest paint. Until then the page is its prerendered HTML, whose links work and whose button taps
 * plugins/hydration/early-clicks-script.ts replays. A hidden tab paints nothing and a page may paint late: they
 * start after a second once the photographs are in, and after three seconds whatever happens (a stalled photograph).
 * Plain ES5 in a string, so what ships is what is tested; it reads the list from its own data-scripts, and the
 * browser runs them in that order (async=false: fetched at once, run in turn), the build's globals first.
 *
 * It also sets window.pagePath, which Gatsby writes in an inline script of its own on every page, from its
 * data-page-path: one inline script the same on every page instead of one that differs per page, so the CSP of
 * every response lists one hash for it rather than one per page, and the pages' HTML and headers fit in the first
 * round trip of a new connection (docs/performance.md).
 */
export const AFTER_PAINT_SCRIPT =
  "(function(d,w){var started=false;" +
  "var me=d.currentScript,list=((me&&me.getAttribute('data-scripts'))||'').split(' ');" +
  "if(me&&me.hasAttribute('data-page-path'))w.pagePath=me.getAttribute('data-page-path');" +
  "function run(){if(started)return;started=true;" +
  "for(var i=0;i<list.length;i++){if(!list[i])continue;var s=d.createElement('script');s.src=list[i];s.async=false;d.body.appendChild(s)}}" +
  "function photos(then){var all=d.querySelectorAll('img[fetchpriority=high]'),left=1;" +
  "function one(){if(--left===0)then()}" +
  "for(var i=0;i<all.length;i++)if(!all[i].complete){left++;all[i].addEventListener('load',one);all[i].addEventListener('error',one)}" +
  "one()}" +
  "function painted(){photos(function(){if(w.requestAnimationFrame)w.requestAnimationFrame(function(){setTimeout(run,0)});else setTimeout(run,0)})}" +
  "var P=w.PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}});" +
  "o.observe({type:'paint',buffered:true})}" +
  "else if(w.requestAnimationFrame)w.requestAnimationFrame(painted);" +
  "setTimeout(function(){photos(run)},1000);" +
  "setTimeout(run,3000)" +
  "})(document,window)"

// Gatsby's own script tags at the end of every page, and its inline scripts of the page's path and the build's globals.
import {
  chunkMappingScript as chunkMappingTag,
  compilationHashScriptTag as compilationHashTag,
  pagePathScript as pagePathTag,
  scriptTag as gatsbyScriptTag,
} from "../../lib/gatsby-internals.mjs"
/** The inline script as an earlier build left it (all of them, with the g twin), found by its id. */
const afterPaintTag = /<script id="after-paint"((?: data-[a-z-]+="[^"]*")*)>[\s\S]*?<\/script>/
const afterPaintTags = new RegExp(afterPaintTag.source, "g")

/** @param {string} text */
const attribute = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;")
/** @param {string} text */
const unescapeAttribute = (text) => text.replace(/&quot;/g, '"').replace(/&amp;/g, "&")

// What Gatsby's scripts read of the build, which Gatsby writes inline into every page, the same in each: the files
// of each page's component (window.___chunkMapping, which grows with the number of pages) and webpack's compilation
// hash (as reproducible-build left it). They go into one file, buildGlobalsFile (lib/gatsby-internals.mjs), which
// every page's after-paint script loads before Gatsby's: what every page repeated is fetched once, and each page's
// HTML keeps within its first round trip (docs/performance.md, "after-paint"). It sits beside app-data.json, which holds the same hash, with no hash in its name,
// so that every page, however old, names the one file, which each build writes again; revalidated on each visit, as
// all of /page-data/ is (lib/host-rules), after the first paint.

/**
 * The page without Gatsby's two inline scripts of the build's globals, and their code for buildGlobalsFile; null when it
 * has neither (a page done by an earlier build, which loads the file already). One without the other stops the build.
 * @param {string} html @param {string} [file] named in the error
 * @returns {{ html: string, globals: string | null }}
 */
export function takeBuildGlobals(html, file = "the page") {
  const mapping = chunkMappingTag.exec(html)?.[1]
  const hash = compilationHashTag.exec(html)?.[1]
  if (mapping === undefined && hash === undefined) return { html, globals: null }
  if (mapping === undefined || hash === undefined)
    throw new Error(
      `after-paint (the after-paint plugin): ${file}: found ${mapping === undefined ? "the compilation hash but no chunk mapping" : "the chunk mapping but no compilation hash"}; Gatsby's output has changed`
    )
  return { html: html.replace(chunkMappingTag, "").replace(compilationHashTag, ""), globals: `${mapping}\n${hash}\n` }
}

/** @param {string[]} sources @param {string | undefined} pagePath */
const afterPaint = (sources, pagePath) =>
  `<script id="after-paint" data-scripts="${attribute(sources.join(" "))}"` +
  (pagePath === undefined ? "" : ` data-page-path="${attribute(pagePath)}"`) +
  `>${AFTER_PAINT_SCRIPT}</script>`

/** @param {string} attributes the data-* attributes of an after-paint script */
const dataOf = (attributes) => {
  const value = (/** @type {string} */ name) => {
    const found = new RegExp(` data-${name}="([^"]*)"`).exec(attributes)?.[1]
    return found === undefined ? undefined : unescapeAttribute(found)
  }
  return { scripts: (value("scripts") ?? "").split(" ").filter(Boolean), pagePath: value("page-path") }
}

/**
 * A built page with Gatsby's script tags and its page-path script replaced by AFTER_PAINT_SCRIPT at the end of
 * the body. A page done by an earlier build (Gatsby keeps the HTML of pages that did not change) gets the current
 * AFTER_PAINT_SCRIPT, once; when Gatsby has put its script tags back into such a page (it re-stitches the slice
 * they live in), those are the ones it loads, with the page path the earlier loader had if Gatsby's is gone.
 * A page with neither, or without a page path, means Gatsby now writes them otherwise: that stops the build,
 * naming the page, rather than ship pages the patch silently left as they were.
 * `first` are scripts of the site's own that run before Gatsby's (buildGlobalsFile), listed once.
 * @param {string} html
 * @param {string} [file] named in the error
 * @param {string[]} [first]
 * @returns {string}
 */
export function runScriptsAfterPaint(html, file = "the page", first = []) {
  const sources = Array.from(html.matchAll(gatsbyScriptTag), (match) => match[1])
  const earlier = Array.from(html.matchAll(afterPaintTags), (match) => dataOf(match[1])).at(-1)
  const fail = (/** @type {string} */ what) => new Error(`after-paint (the after-paint plugin): ${file}: ${what}; Gatsby's output has changed`)
  if (sources.length === 0 && !earlier) throw fail('found neither Gatsby\'s script tags (<script src="…" async>) nor a loader of an earlier build')
  if (!html.includes("</body>")) throw fail("no </body> to put the scripts' loader before")
  const pagePathJson = pagePathTag.exec(html)?.[1]
  const pagePath = pagePathJson === undefined ? earlier?.pagePath : String(JSON.parse(pagePathJson))
  if (pagePath === undefined) throw fail("found no page path in Gatsby's gatsby-script-loader script")
  const scripts = [...new Set([...first, ...(sources.length > 0 ? sources : (earlier?.scripts ?? []))])]
  return html
    .replace(pagePathTag, "")
    .replace(gatsbyScriptTag, "")
    .replace(afterPaintTags, "")
    .replace("</body>", () => `${afterPaint(scripts, pagePath)}</body>`)
}

/**
 * The scripts a built page runs after its first paint, in order, and the page path it gives Gatsby
 * (for the first-load JavaScript count).
 * @param {string} html
 * @returns {{ scripts: string[], pagePath: string | undefined }}
 */
export function afterPaintData(html) {
  const attributes = afterPaintTag.exec(html)?.[1]
  return attributes === undefined ? { scripts: [], pagePath: undefined } : dataOf(attributes)
}

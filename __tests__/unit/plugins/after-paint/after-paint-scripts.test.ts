import { AFTER_PAINT_SCRIPT, afterPaintData, runScriptsAfterPaint, takeBuildGlobals } from "../../../../plugins/after-paint/after-paint-scripts.mjs"
import { buildGlobalsFile } from "../../../../lib/gatsby-internals.mjs"

// The page's own scripts, listed on the inline script that fetches them.
const files = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]
const addedScripts = () => Array.from(document.body.querySelectorAll("script[src]")).map((script) => script.getAttribute("src"))

/** Runs AFTER_PAINT_SCRIPT as the page's own inline script (document.currentScript set, as in a browser). */
function runInlineScript() {
  const script = document.createElement("script")
  script.id = "after-paint"
  script.dataset.scripts = files.join(" ")
  script.dataset.pagePath = "/safaris"
  script.textContent = AFTER_PAINT_SCRIPT
  document.body.append(script)
}

/** A stand-in for the browser's PerformanceObserver: `paint` reports a paint entry to every observer of paint. */
class FakePaintObserver {
  static supportedEntryTypes = ["mark", "measure", "paint"]
  static observers: FakePaintObserver[] = []
  static paint(name: string) {
    for (const observer of FakePaintObserver.observers) observer.callback({ getEntriesByName: (entry: string) => (entry === name ? [{ name }] : []) })
  }
  constructor(private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe(options: { type: string; buffered: boolean }) {
    if (options.type === "paint" && options.buffered) FakePaintObserver.observers.push(this)
  }
  disconnect() {
    FakePaintObserver.observers = FakePaintObserver.observers.filter((observer) => observer !== this)
  }
}

describe("the script that runs the page's JavaScript after its first paint", () => {
  let frames: FrameRequestCallback[]
  /** Runs the script in a browser with paint timing. */
  const load = () => {
    Object.assign(window, { PerformanceObserver: FakePaintObserver })
    runInlineScript()
  }
  beforeEach(() => {
    jest.useFakeTimers()
    frames = []
    FakePaintObserver.observers = []
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
    document.body.innerHTML = "<main><h1>Wild Scotland, your way</h1></main>"
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    Object.assign(window, { PerformanceObserver: undefined, pagePath: undefined })
  })

  it("gives Gatsby the page's path at once, before any of its scripts can run", () => {
    load()
    expect((window as unknown as { pagePath?: string }).pagePath).toBe("/safaris")
    expect(addedScripts()).toEqual([])
  })

  /** Runs the frames the browser would draw next, and the timers they set. */
  const nextFrame = () => {
    const callbacks = frames.splice(0)
    for (const callback of callbacks) callback(performance.now())
    jest.advanceTimersByTime(0)
  }

  /** The banner photograph, as Gatsby renders an eager image, not yet arrived. */
  function bannerOnTheWay() {
    const banner = document.createElement("img")
    banner.setAttribute("fetchpriority", "high")
    banner.src = "/static/banner.avif"
    let complete = false
    Object.defineProperty(banner, "complete", { get: () => complete })
    document.querySelector("main")?.prepend(banner)
    return Object.assign(banner, {
      arrive(event: "load" | "error" = "load") {
        complete = true
        banner.dispatchEvent(new Event(event))
      },
    })
  }

  it("adds the listed scripts, in their order, once the browser reports the first contentful paint", () => {
    load()
    FakePaintObserver.paint("first-paint")
    nextFrame()
    expect(addedScripts()).toEqual([])
    FakePaintObserver.paint("first-contentful-paint")
    expect(addedScripts()).toEqual([])
    nextFrame()
    expect(addedScripts()).toEqual(files)
    // Fetched at once, run in the listed order (the build's globals before Gatsby's runtime reads them).
    expect(Array.from(document.body.querySelectorAll<HTMLScriptElement>("script[src]")).every((script) => !script.async)).toBe(true)
  })

  it("waits for the banner photograph to arrive and be painted, so that the scripts do not share its connection", () => {
    const banner = bannerOnTheWay()
    load()
    FakePaintObserver.paint("first-contentful-paint")
    nextFrame()
    jest.advanceTimersByTime(999)
    expect(addedScripts()).toEqual([])
    banner.arrive()
    expect(addedScripts()).toEqual([])
    nextFrame()
    expect(addedScripts()).toEqual(files)
  })

  it("is not held back by a photograph that fails", () => {
    const banner = bannerOnTheWay()
    load()
    FakePaintObserver.paint("first-contentful-paint")
    banner.arrive("error")
    nextFrame()
    expect(addedScripts()).toEqual(files)
  })

  it("adds them after three seconds whatever happens, when a photograph stalls", () => {
    bannerOnTheWay()
    load()
    FakePaintObserver.paint("first-contentful-paint")
    nextFrame()
    jest.advanceTimersByTime(2999)
    expect(addedScripts()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(addedScripts()).toEqual(files)
  })

  it.each([
    ["no PerformanceObserver", undefined],
    [
      "a PerformanceObserver without paint entries (older Safari)",
      class extends FakePaintObserver {
        static supportedEntryTypes = ["mark", "measure"]
      },
    ],
  ])("with %s, adds them after the next frame that shows the photographs", (_name, observer) => {
    Object.assign(window, { PerformanceObserver: observer })
    runInlineScript()
    expect(frames).toHaveLength(1)
    jest.advanceTimersByTime(0)
    expect(addedScripts()).toEqual([])
    nextFrame()
    expect(addedScripts()).toEqual([])
    nextFrame()
    expect(addedScripts()).toEqual(files)
  })

  it("adds them once, even when the fallbacks fire later", () => {
    load()
    FakePaintObserver.paint("first-contentful-paint")
    nextFrame()
    jest.advanceTimersByTime(5000)
    expect(addedScripts()).toEqual(files)
  })

  it("adds them after a second in a hidden tab, which paints nothing, once the photographs are in", () => {
    const banner = bannerOnTheWay()
    load()
    jest.advanceTimersByTime(1000)
    expect(addedScripts()).toEqual([])
    banner.arrive()
    expect(addedScripts()).toEqual(files)
  })

  it("adds them after a second in a hidden tab without photographs", () => {
    load()
    jest.advanceTimersByTime(999)
    expect(addedScripts()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(addedScripts()).toEqual(files)
  })
})

describe("runScriptsAfterPaint, applied to every built page", () => {
  // The end of a page as Gatsby 5 writes it.
  const built =
    '<!DOCTYPE html><html lang="en-GB"><head><title>Wild Glen Safaris</title></head><body><div id="___gatsby"><main>Otters</main></div>' +
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/safaris";/*]]>*/</script>' +
    '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
    files.map((file) => `<script src="${file}" async></script>`).join("") +
    "<!-- slice-end --></body></html>"

  it("replaces Gatsby's script tags and page-path script with the inline script, which lists them in their order", () => {
    const done = runScriptsAfterPaint(built)
    document.documentElement.innerHTML = done.replace(/^<!DOCTYPE html><html[^>]*>|<\/html>$/g, "")
    expect(document.querySelectorAll("script[src]")).toHaveLength(0)
    expect(document.querySelectorAll("link")).toHaveLength(0)
    const inline = Array.from(document.body.querySelectorAll("script"))
    expect(inline.map((script) => script.textContent)).toEqual(['window.___chunkMapping="{}";', AFTER_PAINT_SCRIPT])
    expect(inline[1].dataset.scripts).toBe(files.join(" "))
    expect(inline[1].dataset.pagePath).toBe("/safaris")
    expect(afterPaintData(done)).toEqual({ scripts: files, pagePath: "/safaris" })
    expect(document.querySelector("main")?.textContent).toBe("Otters")
  })

  it("leaves one loader, with the new scripts and the page's path, when Gatsby has put its script tags back into a page done before", () => {
    const done = runScriptsAfterPaint(built)
    const newer = ["/webpack-runtime-4.js", "/framework-2.js", "/app-5.js"]
    const restitched = done.replace(
      "<!-- slice-end -->",
      `${newer.map((file) => `<script src="${file}" async></script>`).join("")}<!-- slice-end -->`
    )
    const again = runScriptsAfterPaint(restitched)
    expect(again.match(/id="after-paint"/g)).toHaveLength(1)
    expect(afterPaintData(again)).toEqual({ scripts: newer, pagePath: "/safaris" })
    expect(again).not.toMatch(/<script src=/)
  })

  it("keeps only the newest loader of a page that has two", () => {
    const done = runScriptsAfterPaint(built)
    const older = done.replace(
      '<script id="after-paint"',
      '<script id="after-paint" data-scripts="/old-1.js">(function(){})()</script><script id="after-paint"'
    )
    expect(runScriptsAfterPaint(older)).toBe(done)
  })

  it("brings a page done by an earlier build up to date", () => {
    const once = runScriptsAfterPaint(built)
    expect(runScriptsAfterPaint(once)).toBe(once)
    const older = once.replace(AFTER_PAINT_SCRIPT, "(function(){/* an earlier version */})()")
    expect(runScriptsAfterPaint(older)).toBe(once)
  })

  it("lists the site's own first scripts before Gatsby's, once, on a new page and on one done before", () => {
    const done = runScriptsAfterPaint(built, "safaris/index.html", [buildGlobalsFile])
    expect(afterPaintData(done).scripts).toEqual([buildGlobalsFile, ...files])
    expect(afterPaintData(runScriptsAfterPaint(done, "safaris/index.html", [buildGlobalsFile])).scripts).toEqual([buildGlobalsFile, ...files])
  })

  it("stops the build, naming itself and the page, when Gatsby's output is not what it expects", () => {
    expect(() => runScriptsAfterPaint("<html><body>Plain</body></html>", "about/index.html")).toThrow(
      /^after-paint \(the after-paint plugin\): about\/index\.html: found neither Gatsby's script tags/
    )
    // Script tags written some other way (here: deferred instead of async) are not left to load as Gatsby wrote them.
    expect(() => runScriptsAfterPaint(built.replace(/ async>/g, " defer>"), "trip/index.html")).toThrow(/trip\/index\.html: found neither/)
    const noPagePath = built.replace(/<script id="gatsby-script-loader">.*?<\/script>/, "")
    expect(() => runScriptsAfterPaint(noPagePath, "faqs/index.html")).toThrow(/faqs\/index\.html: found no page path/)
  })
})

describe("takeBuildGlobals: the build's globals out of the page, into their own file", () => {
  const hash = '<script>window.___webpackCompilationHash="0a1b2c";</script>'
  const mapping = '<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n</script>'
  const page = `<html><body><main>Otters</main>${mapping}${hash}</body></html>`

  it("takes Gatsby's chunk mapping and compilation hash out of the page, as code that sets both", () => {
    const taken = takeBuildGlobals(page, "faqs/index.html")
    expect(taken.html).toBe("<html><body><main>Otters</main></body></html>")
    const globals = {} as { ___chunkMapping?: string; ___webpackCompilationHash?: string }
    new Function("window", taken.globals ?? "")(globals)
    expect(globals).toEqual({ ___chunkMapping: '{"app":["/app-3.js"]}', ___webpackCompilationHash: "0a1b2c" })
  })

  it("leaves a page done by an earlier build as it is", () => {
    const done = "<html><body><main>Otters</main></body></html>"
    expect(takeBuildGlobals(done)).toEqual({ html: done, globals: null })
  })

  it("stops the build, naming the page, when it finds one without the other", () => {
    expect(() => takeBuildGlobals(page.replace(hash, ""), "faqs/index.html")).toThrow(
      /faqs\/index\.html: found the chunk mapping but no compilation hash/
    )
    expect(() => takeBuildGlobals(page.replace(mapping, ""), "faqs/index.html")).toThrow(
      /faqs\/index\.html: found the compilation hash but no chunk mapping/
    )
  })
})

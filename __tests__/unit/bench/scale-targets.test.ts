/** @jest-environment node */
import {
  GROWTH_END,
  GROWTH_START,
  checkScaleTargets,
  growthMarkdown,
  replaceBetweenMarkers,
  type ScaleFigures,
} from "../../../bench/scale-targets.mjs"

// The growth targets of `npm run bench -- --scale N`: figures within them pass, and each figure over one fails it.
const scores = { performance: 1, accessibility: 1, lcpMs: 1400, tbtMs: 40, cls: 0 }
const bytes = { brotliHtmlBytes: 10_000, firstLoadJsBytes: 78_000 }

function figures(times: number): ScaleFigures {
  return {
    times,
    photographs: 14 + 11 * times,
    safaris: 4 * times,
    pages: 11 + 4 * times,
    cleanBuildSeconds: 100,
    warmBuildSeconds: 20,
    newPostBuildSeconds: 30,
    peakMemoryBytes: 1e9,
    publicBytes: 1e8,
    routes: { "/": { ...bytes }, "/safaris/111": { ...bytes } },
    lighthouse: { "/": { ...scores }, "/safaris/111": { ...scores } },
  }
}

const failed = (one: ScaleFigures, many: ScaleFigures) =>
  checkScaleTargets(one, many)
    .filter((result) => !result.pass)
    .map((result) => result.target)

test("figures within every target pass them all", () => {
  const many = figures(10)
  many.cleanBuildSeconds = 400
  many.warmBuildSeconds = 24
  many.newPostBuildSeconds = 36
  many.lighthouse["/"].performance = 0.98
  many.lighthouse["/"].lcpMs = 1540
  many.routes["/safaris/111"].brotliHtmlBytes = 10_200
  many.routes["/"].firstLoadJsBytes = 78_000 + 2048
  expect(failed(figures(1), many)).toEqual([])
})

test.each<[string, (many: ScaleFigures) => void, string]>([
  ["performance below 0.98", (many) => void (many.lighthouse["/"].performance = 0.97), "/ performance at 10× ≥ 0.98"],
  ["accessibility below 1", (many) => void (many.lighthouse["/safaris/111"].accessibility = 0.99), "/safaris/111 accessibility at 10× = 1.00"],
  ["any layout shift", (many) => void (many.lighthouse["/"].cls = 0.001), "/ CLS at 10× = 0"],
  ["LCP 11% later", (many) => void (many.lighthouse["/"].lcpMs = 1554), "/ LCP at 10× within 10% of 1×"],
  [
    "a safari page 3% heavier",
    (many) => void (many.routes["/safaris/111"].brotliHtmlBytes = 10_300),
    "/safaris/111 Brotli HTML independent of the number of safaris (within 2%)",
  ],
  [
    "a safari page 3% lighter",
    (many) => void (many.routes["/safaris/111"].brotliHtmlBytes = 9_700),
    "/safaris/111 Brotli HTML independent of the number of safaris (within 2%)",
  ],
  ["2049 bytes more script", (many) => void (many.routes["/"].firstLoadJsBytes += 2049), "/ first-load JS at 10× within 2 KB of 1×"],
  ["a warm build 1.25 times as long", (many) => void (many.warmBuildSeconds = 25), "warm build after one text edit at 10× ≤ 1.2× the 1× warm build"],
  [
    "a new post's build 1.25 times as long",
    (many) => void (many.newPostBuildSeconds = 37.5),
    "warm build after one new journal post at 10× ≤ 1.2× the 1× one",
  ],
  [
    "a clean build growing faster than the photographs",
    (many) => void (many.cleanBuildSeconds = 100 * ((14 + 110) / 25) + 1),
    "clean build at most linear in the photographs (time ratio ≤ photograph ratio)",
  ],
])("%s fails its target, and only it", (_what, change, target) => {
  const many = figures(10)
  change(many)
  expect(failed(figures(1), many)).toEqual([target])
})

test("the Markdown names the factor and each failure; the docs' text between the markers is replaced, nothing else", () => {
  const one = figures(1)
  const many = figures(10)
  many.lighthouse["/"].performance = 0.9
  const targets = checkScaleTargets(one, many)
  const markdown = growthMarkdown({ date: "2026-11-26", commit: "abc1234", runsPerRoute: 3, loadAverage: [1, 1, 1], one, many, targets })
  expect(markdown).toContain("| route | perf 1× | perf 10× |")
  expect(markdown).toContain("- FAIL  / performance at 10× ≥ 0.98: 0.90")
  expect(markdown).toMatch(/Targets: \d+ pass, 1 fail\./)
  // The console prints the targets as plain lines of their own, not twice.
  expect(
    growthMarkdown({ date: "2026-11-26", commit: null, runsPerRoute: 1, loadAverage: [1], one, many, targets }, { listTargets: false })
  ).not.toContain("FAIL")

  const doc = `# Title\n\nbefore\n${GROWTH_START}\nold table\n${GROWTH_END}\nafter\n`
  expect(replaceBetweenMarkers(doc, "new table")).toEqual({
    doc: `# Title\n\nbefore\n${GROWTH_START}\nnew table\n${GROWTH_END}\nafter\n`,
    replaced: true,
  })
  expect(replaceBetweenMarkers("# No markers\n", "new table")).toEqual({ doc: "# No markers\n", replaced: false })
})

test("a warm build's figure, the median of several builds, says the builds it was taken of", () => {
  const one = { ...figures(1), newPostBuildSeconds: 12, newPostBuildRuns: [12.9, 12, 11.8] }
  const many = { ...figures(10), newPostBuildSeconds: 15, newPostBuildRuns: [15, 17.1, 14.2] }
  const result = checkScaleTargets(one, many).find((each) => each.target.startsWith("warm build after one new journal post"))
  expect(result).toEqual({
    target: "warm build after one new journal post at 10× ≤ 1.2× the 1× one",
    pass: false,
    detail: "15 s against 12 s (1.25×); medians of 12.9, 12, 11.8 s and 15, 17.1, 14.2 s",
  })
})

/**
 * @jest-environment node
 */
import { minify } from "terser"
import { fixedOrderNames, withStableRuntimeNames } from "../../../../plugins/reproducible-build/runtime-names"

// Two runtimes alike but for the provisional chunk hashes they list, as a warm and a clean build give webpack's minimizer.
const runtime = (hash: string) =>
  `(function(){var chunkHashes={"component---src-pages-faqs-tsx":"${hash}"};function loadChunk(chunkId){var url=chunkId+"-"+chunkHashes[chunkId]+".js";return url}self.loadChunk=loadChunk})()`
const warm = runtime("zzzzzzzzzzzzzzzzzzzz")
const clean = runtime("0000000000qqqqqqqqqq")
const names = (code: string) => code.replace(/"[^"]*"/g, '""')

test("with names in a fixed order, the runtime minifies to the same code whatever the hashes in it", async () => {
  const options = { mangle: { nth_identifier: fixedOrderNames } }
  const [fromWarm, fromClean] = await Promise.all([minify(warm, options), minify(clean, options)])
  expect(names(fromWarm.code!)).toBe(names(fromClean.code!))
})

test("(Terser's own naming, by character frequency, does not: the reason for the patch)", async () => {
  const [fromWarm, fromClean] = await Promise.all([minify(warm), minify(clean)])
  expect(names(fromWarm.code!)).not.toBe(names(fromClean.code!))
})

test("only the runtime gets the fixed-order names, and a configuration without Gatsby's Terser plugin stops the build", () => {
  class TerserPlugin {
    constructor(readonly options: object) {}
  }
  const css = { name: "css" }
  const minimizers = withStableRuntimeNames([new TerserPlugin({}), css], (options: object) => new TerserPlugin(options))
  expect(minimizers).toHaveLength(3)
  expect(minimizers[2]).toBe(css)
  expect((minimizers[0] as TerserPlugin).options).toMatchObject({ exclude: expect.arrayContaining([/webpack-runtime-/]) })
  expect((minimizers[1] as TerserPlugin).options).toMatchObject({
    include: /webpack-runtime-/,
    terserOptions: { mangle: { nth_identifier: fixedOrderNames } },
  })
  expect(() => withStableRuntimeNames<object>([css], (options: object) => new TerserPlugin(options))).toThrow(
    /^stable runtime names .*no Terser minimizer/
  )
})

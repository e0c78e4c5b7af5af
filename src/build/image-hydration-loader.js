// @ts-check
// A webpack loader for gatsby-plugin-image 3.16's browser bundle (dist/index.browser-*.js).
//
// Every GatsbyImage, in its first effect, starts the import of the plugin's lazy-hydrate chunk (react-dom/server:
// 72 KB, 19 KB gzip, about 25 ms of script evaluation on this machine) and only then looks whether the image was
// prerendered; for a prerendered image in a browser with native lazy loading, the effect returns without using it.
// On a first page view every image is prerendered, so every visitor paid for code that never ran. This loader makes
// the import wait until an image needs it (one rendered in the browser, after a client-side navigation); the rest
// of the plugin is untouched.
//
// The two texts below are the plugin's own (ES module and CommonJS builds); if an upgrade changes them the build
// stops here, naming this file: check whether the new version still imports eagerly, then update or remove this.

/** [what the plugin has, what it becomes]: the import is skipped while the image is a prerendered one. */
const rewrites = [
  [
    'n(()=>{oe||(oe=import("./lazy-hydrate-',
    'n(()=>{oe||N.current.querySelector("[data-gatsby-image-ssr]")&&W()||(oe=import("./lazy-hydrate-',
  ],
  [
    "return e.useEffect(function(){B||(B=Promise.resolve()",
    'return e.useEffect(function(){B||k.current.querySelector("[data-gatsby-image-ssr]")&&L()||(B=Promise.resolve()',
  ],
]

/** @param {string} source */
function rewrite(source) {
  const found = rewrites.find(([before]) => source.split(before).length === 2)
  if (!found) {
    throw new Error(
      "src/build/image-hydration-loader.js: gatsby-plugin-image's browser bundle no longer has the code this loader " +
        "rewrites (its version changed?). See the comment at the top of that file."
    )
  }
  return source.replace(found[0], found[1])
}

/** @param {string} source */
module.exports = function imageHydrationLoader(source) {
  return rewrite(source)
}
module.exports.rewrite = rewrite

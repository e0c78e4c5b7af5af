import { dropRepeatedModuleScripts } from "../../src/build/repeated-module-scripts.mjs"

// The script gatsby-plugin-image writes after each lazily loaded image, shortened.
const lazyImages = `<script type="module">for(const e of document.querySelectorAll("img[data-main-image]"))e.dataset.src&&(e.src=e.dataset.src,e.removeAttribute("data-src"))</script>`
const onLoad = `<script type="module">document.body.addEventListener("load",()=>{},true)</script>`
const image = (name: string) => `<img data-main-image="" data-src="/static/${name}.avif" alt="">`

describe("dropping repeated inline module scripts from a built page", () => {
  const page = `<html><head>${onLoad}</head><body>${image("a")}${lazyImages}${image("b")}${lazyImages}${image("c")}${lazyImages}<script>window.x=1</script></body></html>`

  it("keeps the first copy of each module script and every other script", () => {
    const done = dropRepeatedModuleScripts(page)
    expect(done.split(lazyImages)).toHaveLength(2)
    expect(done).toContain(onLoad)
    expect(done).toContain("<script>window.x=1</script>")
    expect(done.indexOf(lazyImages)).toBeLessThan(done.indexOf(image("b")))
  })

  it("leaves a page with no repeats as it is", () => {
    const single = `<html><body>${lazyImages}</body></html>`
    expect(dropRepeatedModuleScripts(single)).toBe(single)
  })
})

import { EARLY_CLICKS_SCRIPT } from "../../../../plugins/hydration/early-clicks-script"

describe("the early-clicks script in every page's head", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button">Menu</button>
      <button type="button" disabled>Sending</button>
      <button type="button"><span>Photo</span></button>
      <a href="/about">About</a>`
    window.eval(EARLY_CLICKS_SCRIPT)
  })
  afterEach(() => {
    window.__takeEarlyClick?.()
    delete window.__takeEarlyClick
  })
  const button = (name: string) => Array.from(document.querySelectorAll("button")).find((element) => element.textContent === name)!

  it("gives the last enabled button tapped, also when the tap landed on something inside it", () => {
    button("Menu").click()
    document.querySelector("span")!.click()
    button("Sending").click()
    expect(window.__takeEarlyClick?.()).toBe(button("Photo"))
  })

  it("ignores links, which work without JavaScript, and stops listening once taken", () => {
    document.querySelector("a")!.addEventListener("click", (event) => event.preventDefault())
    document.querySelector("a")!.click()
    expect(window.__takeEarlyClick?.()).toBeNull()
    button("Menu").click()
    expect(window.__takeEarlyClick?.()).toBeNull()
  })
})

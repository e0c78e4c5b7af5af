import * as React from "react"
import { TextEncoder } from "util"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { onInitialClientRender, replaceHydrateFunction } from "../../../../plugins/hydration/gatsby-browser"
import { EARLY_CLICKS_SCRIPT } from "../../../../plugins/hydration/early-clicks-script"
import { Counter } from "../../../fixtures/counter"

// react-dom/server's browser build needs TextEncoder, which jsdom lacks; it is loaded after the polyfill.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would be hoisted above the polyfill
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

describe("client start-up (gatsby-browser)", () => {
  afterEach(() => {
    document.body.innerHTML = ""
    delete document.documentElement.dataset.hydrated
    window.__takeEarlyClick?.()
    delete window.__takeEarlyClick
  })

  const prerender = () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Counter />)
    document.body.append(container)
    return container
  }
  // As the page's <head> runs it, before any of the site's JavaScript.
  const runEarlyClicksScript = () => window.eval(EARLY_CLICKS_SCRIPT)
  const hydrate = async (container: Element) => {
    await act(async () => replaceHydrateFunction()(<Counter />, container))
    act(() => onInitialClientRender?.({} as never, {} as never))
  }

  it("presses again, once hydrated, the button a visitor tapped before the JavaScript arrived", async () => {
    runEarlyClicksScript()
    const container = prerender()
    fireEvent.click(screen.getByRole("button"))
    await hydrate(container)
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 1 times")
  })

  it("presses nothing when nothing was tapped early, and only once however often it was tapped", async () => {
    runEarlyClicksScript()
    const untouched = prerender()
    await hydrate(untouched)
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 0 times")

    document.body.innerHTML = ""
    runEarlyClicksScript()
    const tapped = prerender()
    fireEvent.click(screen.getByRole("button"))
    fireEvent.click(screen.getByRole("button"))
    await hydrate(tapped)
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 1 times")
  })

  it("hydrates the prerendered page in place, and it then responds to clicks", async () => {
    const container = prerender()
    const prerendered = screen.getByRole("button", { name: "Clicked 0 times" })

    await act(async () => replaceHydrateFunction()(<Counter />, container))
    fireEvent.click(prerendered)
    // The same element, not a re-rendered copy: hydration kept the server's DOM.
    await waitFor(() => expect(prerendered).toHaveTextContent("Clicked 1 times"))
  })

  it("renders a page that arrived empty (gatsby develop) instead of hydrating it", async () => {
    const container = document.createElement("div")
    document.body.append(container)
    await act(async () => replaceHydrateFunction()(<Counter />, container))
    expect(screen.getByRole("button", { name: "Clicked 0 times" })).toBeInTheDocument()
  })

  it("marks the document as interactive once the first render is done", () => {
    expect(document.documentElement).not.toHaveAttribute("data-hydrated")
    onInitialClientRender?.({} as never, {} as never)
    expect(document.documentElement).toHaveAttribute("data-hydrated", "")
  })
})

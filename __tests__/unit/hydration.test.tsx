import * as React from "react"
import { TextEncoder } from "util"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { onInitialClientRender, replaceHydrateFunction } from "../../gatsby-browser"

// react-dom/server's browser build needs TextEncoder, which jsdom lacks; it is loaded after the polyfill.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

function Counter() {
  const [count, setCount] = React.useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  )
}

describe("client start-up (gatsby-browser)", () => {
  afterEach(() => {
    document.body.innerHTML = ""
    delete document.documentElement.dataset.hydrated
  })

  it("hydrates the prerendered page in place, and it then responds to clicks", async () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Counter />)
    document.body.append(container)
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

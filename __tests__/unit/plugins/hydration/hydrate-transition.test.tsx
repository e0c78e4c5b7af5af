import * as React from "react"
import { TextEncoder } from "util"
import { act, fireEvent, screen } from "@testing-library/react"
import { onInitialClientRender, replaceHydrateFunction } from "../../../../plugins/hydration/gatsby-browser"
import { EARLY_CLICKS_SCRIPT } from "../../../../plugins/hydration/early-clicks-script"
import { Counter } from "../../../fixtures/counter"

// react-dom/server's browser build needs TextEncoder, which jsdom lacks; it is loaded after the polyfill.
Object.assign(globalThis, { TextEncoder })

// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would be hoisted above the polyfill
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

// The hydration plugin's gatsby-browser.tsx hydrates as a transition unless its gatsby-node.ts defines
// __HYDRATE_AS_TRANSITION__ false (option transition: false); the early click is taken and pressed either way.
const globals = globalThis as { __HYDRATE_AS_TRANSITION__?: boolean }

// React as gatsby-browser.tsx sees it, with startTransition watched.
jest.mock("react", () => {
  const actual = jest.requireActual("react")
  return { ...actual, startTransition: jest.fn(actual.startTransition) }
})
const startTransition = React.startTransition as jest.Mock

afterEach(() => {
  delete globals.__HYDRATE_AS_TRANSITION__
  document.body.innerHTML = ""
  window.__takeEarlyClick?.()
  delete window.__takeEarlyClick
  startTransition.mockClear()
})

/** Hydrates a prerendered Counter tapped once before its JavaScript ran; whether hydration was a transition. */
async function hydrateTappedPage() {
  window.eval(EARLY_CLICKS_SCRIPT)
  const container = document.createElement("div")
  container.innerHTML = renderToString(<Counter />)
  document.body.append(container)
  fireEvent.click(screen.getByRole("button"))
  await act(async () => replaceHydrateFunction()(<Counter />, container))
  act(() => onInitialClientRender?.({} as never, {} as never))
  return startTransition.mock.calls.length > 0
}

it.each([
  ["undefined (gatsby develop)", true, undefined],
  ["true", true, true],
  ["false (hydrate-transition off)", false, false],
])("with __HYDRATE_AS_TRANSITION__ %s, hydrates as a transition: %s; presses the early tap either way", async (_name, transition, value) => {
  if (value !== undefined) globals.__HYDRATE_AS_TRANSITION__ = value
  expect(await hydrateTappedPage()).toBe(transition)
  expect(screen.getByRole("button")).toHaveTextContent("Clicked 1 times")
})

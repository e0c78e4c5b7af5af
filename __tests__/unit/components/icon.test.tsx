import * as React from "react"
import { render } from "@testing-library/react"
import { Icon } from "../../../src/components/icon"
import { iconNames } from "../../../src/components/icon-names"

const drawing = (name: string) => render(<Icon name={name} />).container.querySelector("svg")?.innerHTML ?? ""

// Content files name icons from iconNames (the build and the CMS refuse any other): each must draw a picture of its own.
test("every icon name content may use draws its own icon", () => {
  const drawings = iconNames.map(drawing)
  expect(drawings.every((svg) => svg.length > 0)).toBe(true)
  expect(new Set(drawings).size).toBe(iconNames.length)
})

test("an unknown name draws the compass rather than nothing", () => {
  expect(drawing("unicorn")).toBe(drawing("compass"))
})

import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Testimonials } from "../../../src/components/testimonials"
import { testimonialEntries } from "../../fixtures/images"

const [first, second] = testimonialEntries
const quote = () => screen.getByRole("blockquote").textContent

describe("Testimonials", () => {
  it("shows the first testimonial with its quote, name, job and avatar", () => {
    render(<Testimonials testimonials={testimonialEntries} />)
    expect(screen.getByRole("group", { name: "Guest testimonials" })).toHaveAttribute("aria-roledescription", "carousel")
    expect(quote()).toBe(`“${first.quote}”`)
    expect(screen.getByText(first.name)).toBeInTheDocument()
    expect(screen.getByText(first.job)).toBeInTheDocument()
    expect(screen.getByRole("img", { name: first.avatar.alt })).toBeInTheDocument()
    expect(screen.getByRole("figure", { name: "1 of 2" })).toBeInTheDocument()
  })

  it("switches between the two with Next, wrapping from the last to the first", async () => {
    const user = userEvent.setup()
    render(<Testimonials testimonials={testimonialEntries} />)
    await user.click(screen.getByRole("button", { name: "Next testimonial" }))
    expect(quote()).toBe(`“${second.quote}”`)
    expect(screen.getByRole("figure", { name: "2 of 2" })).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Next testimonial" }))
    expect(quote()).toBe(`“${first.quote}”`)
  })

  it("switches between the two with Previous, wrapping from the first to the last", async () => {
    const user = userEvent.setup()
    render(<Testimonials testimonials={testimonialEntries} />)
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }))
    expect(quote()).toBe(`“${second.quote}”`)
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }))
    expect(quote()).toBe(`“${first.quote}”`)
  })

  it("announces the change politely", async () => {
    const user = userEvent.setup()
    render(<Testimonials testimonials={testimonialEntries} />)
    const live = screen.getByRole("blockquote").closest("[aria-live]")
    expect(live).toHaveAttribute("aria-live", "polite")
    await user.click(screen.getByRole("button", { name: "Next testimonial" }))
    expect(live).toContainElement(screen.getByText(second.name))
  })
})

describe("Testimonials at any count", () => {
  // A third guest, added in the editing screen: no id.
  const third = { ...second, id: null, name: "Morag Campbell", quote: "Three days of eagles, otters and seals from the boat." }

  it("has no buttons for one testimonial, and nothing at all for none", () => {
    const { container, rerender } = render(<Testimonials testimonials={[first]} />)
    expect(quote()).toBe(`“${first.quote}”`)
    expect(screen.getByRole("figure", { name: "1 of 1" })).toBeInTheDocument()
    expect(screen.queryByRole("button")).toBeNull()
    rerender(<Testimonials testimonials={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("steps through three with Next and Previous, wrapping at both ends", async () => {
    const user = userEvent.setup()
    render(<Testimonials testimonials={[first, second, third]} />)
    const next = screen.getByRole("button", { name: "Next testimonial" })
    const previous = screen.getByRole("button", { name: "Previous testimonial" })
    await user.click(previous)
    expect(quote()).toBe(`“${third.quote}”`)
    expect(screen.getByRole("figure", { name: "3 of 3" })).toBeInTheDocument()
    await user.click(next)
    expect(quote()).toBe(`“${first.quote}”`)
    await user.click(next)
    await user.click(next)
    expect(quote()).toBe(`“${third.quote}”`)
    await user.click(next)
    expect(quote()).toBe(`“${first.quote}”`)
  })
})

import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SafariGuests } from "../../../src/components/safari/safari-guests"
import { PrintTripNotes, TripNotesContact } from "../../../src/components/safari/trip-notes"
import safariPage from "../../../content/safari-page.json"
import { testimonialEntries } from "../../fixtures/images"

const intro = safariPage.guests
const words = safariPage.tripNotes

describe("SafariGuests", () => {
  it("shows each guest's words with their name, job and avatar, under the shared heading", () => {
    render(<SafariGuests intro={intro} guests={testimonialEntries} />)
    const section = screen.getByRole("region", { name: intro.title })
    expect(within(section).getByText(intro.text)).toBeInTheDocument()
    const guests = within(section).getAllByRole("listitem")
    expect(guests).toHaveLength(testimonialEntries.length)
    for (const [index, guest] of testimonialEntries.entries()) {
      expect(within(guests[index]).getByRole("blockquote")).toHaveTextContent(`“${guest.quote}”`)
      expect(within(guests[index]).getByText(guest.name)).toBeInTheDocument()
      expect(within(guests[index]).getByText(guest.job)).toBeInTheDocument()
      expect(within(guests[index]).getByRole("img", { name: guest.avatar.alt })).toBeInTheDocument()
    }
  })

  it("leaves itself out when no testimonial names the safari", () => {
    const { container } = render(<SafariGuests intro={intro} guests={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe("PrintTripNotes", () => {
  it("is a button that opens the print window", async () => {
    const print = jest.spyOn(window, "print").mockImplementation(() => {})
    render(<PrintTripNotes words={words} />)
    await userEvent.setup().click(screen.getByRole("button", { name: words.button }))
    expect(print).toHaveBeenCalledTimes(1)
    expect(screen.getByText(words.hint)).toBeInTheDocument()
    print.mockRestore()
  })
})

describe("TripNotesContact", () => {
  it("writes out the e-mail, the phone and the page's address, each after its label", () => {
    render(<TripNotesContact words={words} email="hello@example.org" phone="+44 1632 960 000" address="https://example.org/safaris/333" />)
    const terms = screen.getAllByRole("term").map((term) => term.textContent)
    const details = screen.getAllByRole("definition").map((detail) => detail.textContent)
    expect(terms).toEqual([words.email, words.phone, words.address])
    expect(details).toEqual(["hello@example.org", "+44 1632 960 000", "https://example.org/safaris/333"])
  })
})

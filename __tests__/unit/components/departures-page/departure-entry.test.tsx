import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { DepartureEntry } from "../../../../src/components/departures-page/departure-entry"

// Far ahead of any day these tests run on, and one long gone, so no clock of their own is needed.
const safari = { slug: "333", path: "/safaris/333", title: "Wildlife Safaris", priceFrom: 1850 }
const departure = (start: string, end: string, rest: Partial<Queries.DepartureEntryFragment> = {}): Queries.DepartureEntryFragment => ({
  id: `333-${start}`,
  start,
  end,
  status: "available",
  placesLeft: null,
  price: null,
  note: null,
  safari,
  ...rest,
})
const may = departure("2099-05-08", "2099-05-14", { status: "few-left", placesLeft: 2, note: "Seabird colonies at their busiest." })
const june = departure("2099-05-29", "2099-06-04", { status: "waiting-list", placesLeft: 0, price: 1950 })
const gone = departure("2001-05-05", "2001-05-11")

const entries = (today: string | null, ...departures: Queries.DepartureEntryFragment[]) =>
  render(
    <ul>
      {departures.map((one) => (
        <DepartureEntry key={one.id} departure={one} today={today} />
      ))}
    </ul>
  )

describe("DepartureEntry", () => {
  it("shows its safari, dates, status, places, price and note, and the enquiry it starts, named with the safari and dates", () => {
    entries(null, may, june)
    const [first, second] = screen.getAllByRole("listitem")
    expect(within(first).getByRole("heading", { level: 3 })).toHaveTextContent("Wildlife Safaris")
    expect(within(first).getByRole("link", { name: "Wildlife Safaris" })).toHaveAttribute("href", "/safaris/333")
    expect(first).toHaveTextContent("8–14 May 2099")
    expect(first).toHaveTextContent("Only a few places left")
    expect(first).toHaveTextContent("2 places left")
    expect(first).toHaveTextContent("Seabird colonies at their busiest.")
    expect(first).not.toHaveTextContent("per person")
    expect(within(first).getByRole("link", { name: "Enquire about these dates Wildlife Safaris 8–14 May 2099" })).toHaveAttribute(
      "href",
      "/trip?safari=333&departure=2099-05-08"
    )
    expect(second).toHaveTextContent("Full: join the waiting list")
    expect(second).toHaveTextContent("£1,950 per person for these dates")
    expect(second).not.toHaveTextContent("places left")
    expect(within(second).getByRole("link", { name: /^Join the waiting list/ })).toHaveAttribute("href", "/trip?safari=333&departure=2099-05-29")
  })

  it("carries its first day for the page's script, and is hidden on a visitor's day it has left by", () => {
    const { container } = entries("2026-11-27", gone, may)
    expect(container.querySelector("[data-starts='2001-05-05']")).toHaveAttribute("hidden")
    expect(container.querySelector("[data-starts='2099-05-08']")).not.toHaveAttribute("hidden")
  })

  it("is shown in the prerendered page, before the visitor's day is known", () => {
    const { container } = entries(null, gone)
    expect(container.querySelector("[data-starts='2001-05-05']")).not.toHaveAttribute("hidden")
  })
})

import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { DepartureList } from "../../../../src/components/departures/departure-list"
import type { Departure } from "../../../../src/lib/departures"

// Far ahead of any day these tests run on, and one long gone, so no clock of their own is needed.
const departure = (start: string, end: string, rest: Partial<Departure> = {}): Departure => ({
  id: `333-${start}`,
  start,
  end,
  status: "available",
  ...rest,
})
const may = departure("2099-05-08", "2099-05-14", { status: "few-left", placesLeft: 2, note: "Seabird colonies at their busiest." })
const june = departure("2099-05-29", "2099-06-04", { status: "waiting-list", placesLeft: 0, price: 1950 })
const gone = departure("2001-05-05", "2001-05-11")

const none = <>No group departures are planned just now.</>

describe("DepartureList", () => {
  it("lists each departure with its dates, status, places, price, note and the enquiry it starts", () => {
    render(<DepartureList departures={[may, june]} guidePrice={1850} slug="333" none={none} />)
    const [first, second] = screen.getAllByRole("listitem")
    expect(within(first).getByRole("heading", { level: 3 })).toHaveTextContent("8–14 May 2099")
    expect(first).toHaveTextContent("Only a few places left")
    expect(first).toHaveTextContent("2 places left")
    expect(first).toHaveTextContent("Seabird colonies at their busiest.")
    expect(first).not.toHaveTextContent("per person")
    expect(within(first).getByRole("link", { name: "Enquire about these dates" })).toHaveAttribute("href", "/trip?safari=333&departure=2099-05-08")
    expect(second).toHaveTextContent("Full: join the waiting list")
    expect(second).toHaveTextContent("£1,950 per person for these dates")
    expect(second).not.toHaveTextContent("places left")
    expect(within(second).getByRole("link", { name: "Join the waiting list" })).toHaveAttribute("href", "/trip?safari=333&departure=2099-05-29")
    expect(screen.getByText(/No group departures/)).not.toBeVisible()
  })

  it("marks each departure with its first day and the list for the page's script, which follows it", () => {
    const { container } = render(<DepartureList departures={[may]} guidePrice={1850} slug="333" none={none} />)
    expect(container.querySelector("[data-departures] [data-starts='2099-05-08']")).not.toBeNull()
    expect(container.querySelector("[data-departures] [data-when-none]")).not.toBeNull()
    expect(container.querySelector("[data-departures] + script")?.textContent).toContain("data-starts")
  })

  it("hides, on the visitor's day, a departure that has left, as the page's script does", () => {
    const { container } = render(<DepartureList departures={[gone, may]} guidePrice={1850} slug="333" none={none} />)
    expect(container.querySelector("[data-starts='2001-05-05']")).toHaveAttribute("hidden")
    expect(container.querySelector("[data-starts='2099-05-08']")).not.toHaveAttribute("hidden")
  })

  it("says how to ask for dates when every departure has left, or there is none", () => {
    for (const departures of [[gone], []]) {
      const view = render(<DepartureList departures={departures} guidePrice={1850} slug="333" none={none} />)
      expect(screen.getByText(/No group departures/)).toBeVisible()
      expect(screen.queryByRole("link", { name: /Enquire/ })).toBeNull()
      view.unmount()
    }
  })
})

import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { send } from "@emailjs/browser"
import { EnquiryForm } from "../../../src/enquiry/form"
import { saveDraft } from "../../../src/enquiry/draft"
import { emptyEnquiry, type TemplateParams } from "../../../src/enquiry/model"
import { departureDraftKey, departureFromAddress, departureWords, withDepartureDates, type TripDeparture } from "../../../src/enquiry/trip-departure"
import { withSafari, type TripSafari } from "../../../src/enquiry/trip-safari"
import { siteJson } from "../../fixtures/content"
import { expectedParams, fillEnquiry, typedEnquiry } from "../../fixtures/enquiry"

jest.mock("@emailjs/browser")
jest.setTimeout(30_000)

// Departures far ahead of any day these tests run on, and one long gone, so the tests need no clock of their own.
const may: TripDeparture = { start: "2099-05-08", end: "2099-05-14", status: "few-left" }
const june: TripDeparture = { start: "2099-05-29", end: "2099-06-04", status: "waiting-list" }
const gone: TripDeparture = { start: "2001-05-05", end: "2001-05-11", status: "available" }
const wildlife: TripSafari = { slug: "333", title: "Wildlife Safaris", path: "/safaris/333", upcomingDepartures: [gone, may, june] }
const winter: TripSafari = { slug: "222", title: "Winter Safaris", path: "/safaris/222", upcomingDepartures: [] }
const safaris = [winter, wildlife]

const typed = expectedParams as TemplateParams
const sentParams = () => jest.mocked(send).mock.calls[0][2] as Record<string, unknown>

const openTrip = async (address: string) => {
  window.history.replaceState(null, "", address)
  const view = render(<EnquiryForm businessEmail={siteJson.email} safaris={safaris} />)
  await screen.findByRole("button", { name: "Plan My Trip" })
  return view
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  jest.mocked(send).mockReset()
})

describe("departureFromAddress", () => {
  const today = "2099-01-10"

  it("finds the safari's departure the address names by its first day", () => {
    expect(departureFromAddress("?safari=333&departure=2099-05-29", wildlife, today)).toBe(june)
  })

  it("is undefined when the address names no departure, and null for one the safari does not have", () => {
    expect(departureFromAddress("?safari=333", wildlife, today)).toBeUndefined()
    expect(departureFromAddress("?safari=333&departure=2099-05-09", wildlife, today)).toBeNull()
    expect(departureFromAddress("?safari=333&departure=next-may", wildlife, today)).toBeNull()
    expect(departureFromAddress("?safari=222&departure=2099-05-08", winter, today)).toBeNull()
    expect(departureFromAddress("?safari=999&departure=2099-05-08", null, today)).toBeNull()
  })

  it("is null for a departure that has left: on its first day, and after", () => {
    expect(departureFromAddress("?departure=2099-05-08", wildlife, "2099-05-07")).toBe(may)
    expect(departureFromAddress("?departure=2099-05-08", wildlife, "2099-05-08")).toBeNull()
    expect(departureFromAddress("?departure=2099-05-08", wildlife, "2099-06-01")).toBeNull()
  })
})

describe("the departure in the enquiry sent", () => {
  it("is named on the line after the safari, the visitor's words intact below, and the 13 params stay the 13", () => {
    const params = withSafari(typed, wildlife, may)
    expect(params.message).toBe(`Safari: Wildlife Safaris\nDeparture: 8–14 May 2099\n\n${expectedParams.message}`)
    expect({ ...params, message: expectedParams.message }).toEqual(expectedParams)
    expect(Object.keys(params)).toHaveLength(13)
  })

  it("says when it is the waiting list, and is the two lines alone when the visitor wrote no message", () => {
    expect(departureWords(june)).toBe("29 May – 4 June 2099 (waiting list)")
    expect(withSafari({ ...typed, message: "" }, wildlife, june).message).toBe(
      "Safari: Wildlife Safaris\nDeparture: 29 May – 4 June 2099 (waiting list)"
    )
  })

  it("fills the dates and chooses a group tour, keeping every other field", () => {
    const mine = { ...emptyEnquiry, name: "Morag", departureDate: "2099-04-01", returnDate: "2099-04-03", packageType: "private-tour" as const }
    expect(withDepartureDates(mine, may)).toEqual({ ...mine, departureDate: "2099-05-08", returnDate: "2099-05-14", packageType: "group-tour" })
  })
})

describe("a trip enquiry started from a group departure", () => {
  it("fills the dates, chooses Group Tour, says which departure it is about, and sends it in the message", async () => {
    const user = userEvent.setup()
    jest.mocked(send).mockResolvedValue({ status: 200, text: "OK" })
    await openTrip("/trip?safari=333&departure=2099-05-29")
    expect(await screen.findByText("Departure: 29 May – 4 June 2099 (waiting list)")).toBeInTheDocument()
    expect(screen.getByLabelText("Departure date")).toHaveValue("2099-05-29")
    expect(screen.getByLabelText("Return date")).toHaveValue("2099-06-04")
    expect(screen.getByRole("radio", { name: "Group Tour" })).toBeChecked()
    await fillEnquiry(user, { ...typedEnquiry, departureDate: "", returnDate: "", packageType: "Group Tour" })
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }))
    await screen.findByText("Your trip inquiry has been sent successfully!")
    expect(sentParams()).toEqual({
      ...expectedParams,
      departureDate: "2099-05-29",
      returnDate: "2099-06-04",
      packageType: "group-tour",
      message: `Safari: Wildlife Safaris\nDeparture: 29 May – 4 June 2099 (waiting list)\n\n${expectedParams.message}`,
    })
    expect(screen.queryByText(/^Departure:/)).not.toBeInTheDocument()
    expect(localStorage.getItem(departureDraftKey)).toBeNull()
  })

  it("keeps the visitor's draft: only its dates and package become the departure's", async () => {
    saveDraft({
      ...emptyEnquiry,
      name: "Morag Stewart",
      departureDate: "2099-04-01",
      returnDate: "2099-04-03",
      packageType: "private-tour",
      message: "Otters",
    })
    await openTrip("/trip?safari=333&departure=2099-05-08")
    await screen.findByText("Departure: 8–14 May 2099")
    expect(screen.getByLabelText("Full name")).toHaveValue("Morag Stewart")
    expect(screen.getByLabelText(/Message/)).toHaveValue("Otters")
    expect(screen.getByLabelText("Departure date")).toHaveValue("2099-05-08")
    expect(screen.getByRole("radio", { name: "Group Tour" })).toBeChecked()
  })

  it("keeps the departure with the draft, without changing dates the visitor has since changed", async () => {
    const user = userEvent.setup()
    const first = await openTrip("/trip?safari=333&departure=2099-05-08")
    await screen.findByText("Departure: 8–14 May 2099")
    await user.clear(screen.getByLabelText("Return date"))
    await user.type(screen.getByLabelText("Return date"), "2099-05-16")
    first.unmount()
    await openTrip("/trip")
    expect(await screen.findByText("Departure: 8–14 May 2099")).toBeInTheDocument()
    expect(screen.getByLabelText("Return date")).toHaveValue("2099-05-16")
  })

  it("ignores a departure that has left or that the safari does not have, keeping the safari chosen", async () => {
    for (const start of [gone.start, "2099-05-09"]) {
      const view = await openTrip(`/trip?safari=333&departure=${start}`)
      expect(await screen.findByText(/This enquiry is about/)).toHaveTextContent("Wildlife Safaris")
      expect(screen.queryByText(/^Departure:/)).not.toBeInTheDocument()
      expect(screen.getByLabelText("Departure date")).toHaveValue("")
      view.unmount()
    }
  })

  it("lets the visitor remove the departure: the note takes the focus, the dates stay, the message names the safari alone", async () => {
    const user = userEvent.setup()
    jest.mocked(send).mockResolvedValue({ status: 200, text: "OK" })
    await openTrip("/trip?safari=333&departure=2099-05-08")
    await user.click(await screen.findByRole("button", { name: "Remove departure from this enquiry" }))
    expect(screen.getByText("Departure 8–14 May 2099 removed: your dates below stay as they are.")).toHaveFocus()
    expect(window.location.search).toBe("?safari=333")
    expect(localStorage.getItem(departureDraftKey)).toBeNull()
    expect(screen.getByLabelText("Departure date")).toHaveValue("2099-05-08")
    await fillEnquiry(user, { ...typedEnquiry, departureDate: "", returnDate: "" })
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }))
    await screen.findByText("Your trip inquiry has been sent successfully!")
    expect(sentParams().message).toBe(`Safari: Wildlife Safaris\n\n${expectedParams.message}`)
  })
})

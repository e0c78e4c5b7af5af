import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { send } from "@emailjs/browser"
import { EnquiryForm } from "../../../src/enquiry/form"
import { boundedTitle, safariDraftKey, TITLE_BOUND, withSafari, type TripSafari } from "../../../src/enquiry/trip-safari"
import type { TemplateParams } from "../../../src/enquiry/model"
import { safaris as safariFiles } from "../../fixtures/safaris"
import { siteJson } from "../../fixtures/content"
import { expectedParams, fillEnquiry } from "../../fixtures/enquiry"

jest.mock("@emailjs/browser")
jest.setTimeout(30_000)

const safaris: TripSafari[] = safariFiles.map(({ slug, title, path }) => ({ slug, title, path }))
const winter = safaris.find((safari) => safari.title === "Winter Safaris")!
const wildlife = safaris.find((safari) => safari.title === "Wildlife Safaris")!

const openTrip = async (address: string) => {
  window.history.replaceState(null, "", address)
  const view = render(<EnquiryForm businessEmail={siteJson.email} safaris={safaris} />)
  await screen.findByRole("button", { name: "Plan My Trip" })
  return view
}
// What the fixture's visitor typed, as the form sends it.
const typed = expectedParams as TemplateParams
const sentParams = () => jest.mocked(send).mock.calls[0][2] as Record<string, unknown>

beforeEach(() => {
  localStorage.clear()
  jest.mocked(send).mockReset()
})

describe("withSafari", () => {
  it("names the safari on the message's first line and keeps the visitor's words intact below it", () => {
    const params = withSafari(typed, winter)
    expect(params.message).toBe(`Safari: Winter Safaris\n\n${expectedParams.message}`)
    expect({ ...params, message: expectedParams.message }).toEqual(expectedParams)
    expect(Object.keys(params)).toHaveLength(13)
  })

  it("is the one line when the visitor wrote no message, and changes nothing without a safari", () => {
    expect(withSafari({ ...typed, message: "" }, winter).message).toBe("Safari: Winter Safaris")
    expect(withSafari(typed, null)).toEqual(expectedParams)
  })
})

describe("a trip enquiry started from a safari's page", () => {
  it("shows the safari the address names and sends it in the message; once sent, the safari is gone", async () => {
    const user = userEvent.setup()
    jest.mocked(send).mockResolvedValue({ status: 200, text: "OK" })
    await openTrip(`/trip?safari=${winter.slug}`)
    expect(screen.getByText(/This enquiry is about/)).toHaveTextContent("This enquiry is about Winter Safaris.")
    expect(screen.getByRole("link", { name: "Winter Safaris" })).toHaveAttribute("href", winter.path)
    await fillEnquiry(user)
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }))
    await screen.findByText("Your trip inquiry has been sent successfully!")
    expect(sentParams()).toEqual({ ...expectedParams, message: `Safari: Winter Safaris\n\n${expectedParams.message}` })
    expect(screen.queryByText(/This enquiry is about/)).not.toBeInTheDocument()
    expect(localStorage.getItem(safariDraftKey)).toBeNull()
  })

  it("keeps the safari with the draft: back on /trip without the address's safari, it is still there", async () => {
    const first = await openTrip(`/trip?safari=${wildlife.slug}`)
    first.unmount()
    await openTrip("/trip")
    expect(screen.getByText(/This enquiry is about/)).toHaveTextContent("Wildlife Safaris")
  })

  it("lets the visitor remove it: focus stays on the note, the address forgets it and the message is the visitor's own", async () => {
    const user = userEvent.setup()
    jest.mocked(send).mockResolvedValue({ status: 200, text: "OK" })
    await openTrip(`/trip?safari=${winter.slug}`)
    await user.click(screen.getByRole("button", { name: "Remove Winter Safaris from this enquiry" }))
    const note = screen.getByText(/Winter Safaris removed/)
    expect(note).toHaveFocus()
    expect(window.location.search).toBe("")
    expect(localStorage.getItem(safariDraftKey)).toBeNull()
    await fillEnquiry(user)
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }))
    await screen.findByText("Your trip inquiry has been sent successfully!")
    expect(sentParams()).toEqual(expectedParams)
  })

  it("ignores an address naming no safari of ours, and shows where to choose one", async () => {
    await openTrip("/trip?safari=999")
    expect(screen.queryByText(/This enquiry is about/)).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Choose from our safaris" })).toHaveAttribute("href", "/safaris")
  })
})

describe("a safari with a title far past the length editors may give one", () => {
  const long: TripSafari = { slug: "555", path: "/safaris/555", title: `Highland ${"and island ".repeat(200)}safari` }

  it("keeps the title whole for screen readers and on hover; the note after removing it names it cut at the bound", async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, "", "/trip?safari=555")
    render(<EnquiryForm businessEmail={siteJson.email} safaris={[...safaris, long]} />)
    const link = await screen.findByRole("link", { name: long.title })
    expect(link).toHaveAttribute("title", long.title)
    await user.click(screen.getByRole("button", { name: `Remove ${long.title} from this enquiry` }))
    const note = screen.getByText(/removed: this enquiry is not about one safari/)
    expect(note).toHaveTextContent(`${boundedTitle(long.title)} removed: this enquiry is not about one safari.`)
    expect(boundedTitle(long.title)).toBe("Highland and island and island and island and island and island and island and…")
  })

  it("cuts a title at the last word within the bound, and leaves one within it whole", () => {
    expect(boundedTitle("Wildlife Safaris")).toBe("Wildlife Safaris")
    const atBound = "W".repeat(TITLE_BOUND)
    expect(boundedTitle(atBound)).toBe(atBound)
    expect(boundedTitle(`${atBound}W`)).toBe(`${atBound}…`)
    expect(boundedTitle(`${"word ".repeat(16)}more`).length).toBeLessThanOrEqual(TITLE_BOUND + 1)
  })
})

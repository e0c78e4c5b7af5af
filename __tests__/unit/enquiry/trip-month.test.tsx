import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { send } from "@emailjs/browser"
import { EnquiryForm } from "../../../src/enquiry/form"
import { saveDraft } from "../../../src/enquiry/draft"
import { emptyEnquiry } from "../../../src/enquiry/model"
import { monthFromAddress, withMonthOffered } from "../../../src/enquiry/trip-month"
import { safaris as safariFiles } from "../../fixtures/safaris"
import { siteJson } from "../../fixtures/content"
import { expectedParams, fillEnquiry } from "../../fixtures/enquiry"

jest.mock("@emailjs/browser")
jest.setTimeout(30_000)

const safaris = safariFiles.map(({ slug, title, path }) => ({ slug, title, path }))

const openTrip = async (address: string) => {
  window.history.replaceState(null, "", address)
  render(<EnquiryForm businessEmail={siteJson.email} safaris={safaris} />)
  await screen.findByRole("button", { name: "Plan My Trip" })
}
const flexibleDates = () => screen.queryByLabelText<HTMLInputElement>(/Describe your flexible dates/)
const flexibleYes = () => screen.getByRole<HTMLInputElement>("radio", { name: "Yes" })

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  jest.mocked(send).mockReset()
})

describe("the month a trip enquiry starts from", () => {
  it("is read from the address as the visitor would write it, and nothing else is", () => {
    expect(monthFromAddress("?safari=222&month=october")).toBe("October")
    expect(monthFromAddress("?month=oct")).toBe("October")
    expect(monthFromAddress("?month=2")).toBe("February")
    expect(monthFromAddress("?month=later")).toBeUndefined()
    expect(monthFromAddress("?safari=222")).toBeUndefined()
  })

  it("is offered as the flexible dates only where the visitor has written none", () => {
    expect(withMonthOffered(emptyEnquiry, "October")).toEqual({ ...emptyEnquiry, isFlexible: "yes", flexibleDates: "October" })
    const typed = { ...emptyEnquiry, isFlexible: "yes" as const, flexibleDates: "late May" }
    expect(withMonthOffered(typed, "October")).toBe(typed)
    expect(withMonthOffered(emptyEnquiry, undefined)).toBe(emptyEnquiry)
  })

  it("opens the form with its dates flexible and the month written, and is sent in flexibleDates, the 13 params unchanged", async () => {
    const user = userEvent.setup()
    jest.mocked(send).mockResolvedValue({ status: 200, text: "OK" })
    await openTrip("/trip?safari=222&month=october")
    expect(flexibleYes()).toBeChecked()
    expect(flexibleDates()).toHaveValue("October")
    expect(screen.getByText(/This enquiry is about/)).toHaveTextContent("Winter Safaris")
    await fillEnquiry(user)
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }))
    await screen.findByText("Your trip inquiry has been sent successfully!")
    const params = jest.mocked(send).mock.calls[0][2] as Record<string, unknown>
    expect(Object.keys(params).sort()).toEqual(Object.keys(expectedParams).sort())
    expect(params).toMatchObject({ isFlexible: "yes", flexibleDates: "October" })
  })

  it("never replaces what the visitor wrote: a draft's flexible dates stay as they are", async () => {
    saveDraft({ ...emptyEnquiry, name: "Ailsa", isFlexible: "yes", flexibleDates: "Any week in late May" })
    await openTrip("/trip?safari=222&month=october")
    expect(flexibleDates()).toHaveValue("Any week in late May")
    expect(screen.getByLabelText("Full name")).toHaveValue("Ailsa")
  })

  it("fills a draft's empty flexible dates, keeping everything else the visitor typed", async () => {
    saveDraft({ ...emptyEnquiry, name: "Ailsa" })
    await openTrip("/trip?month=december")
    expect(flexibleDates()).toHaveValue("December")
    expect(screen.getByLabelText("Full name")).toHaveValue("Ailsa")
  })

  it("leaves the form as it was without a month in the address", async () => {
    await openTrip("/trip?safari=222")
    expect(flexibleYes()).not.toBeChecked()
    expect(flexibleDates()).toBeNull()
  })
})

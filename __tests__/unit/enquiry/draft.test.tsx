import * as React from "react"
import { cleanup, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { send } from "@emailjs/browser"
import { EnquiryForm } from "../../../src/enquiry/form"
import { draftKeyPrefix, legacyDraftKey, loadDraft, tabIdKey } from "../../../src/enquiry/draft"
import { siteJson } from "../../fixtures/content"
import { expectedParams, fillEnquiry } from "../../fixtures/enquiry"

jest.mock("@emailjs/browser")
// Each test fills in a whole enquiry; on a busy machine that can take longer than Jest's default 5 s.
jest.setTimeout(30_000)

const renderForm = () => render(<EnquiryForm businessEmail={siteJson.email} />)
/** Every draft on the device, by key. */
const storedDrafts = () =>
  Object.fromEntries(
    Object.keys(localStorage)
      .filter((key) => key.startsWith(draftKeyPrefix))
      .map((key) => [key, JSON.parse(localStorage.getItem(key) ?? "{}").enquiry])
  )

/** Closes this tab's page and opens a new tab (a session of its own); returns the closed tab's id, to reload it. */
function leaveTab(): string {
  cleanup()
  const id = sessionStorage.getItem(tabIdKey) ?? ""
  sessionStorage.clear()
  return id
}
const reloadTab = (id: string) => {
  sessionStorage.setItem(tabIdKey, id)
  return renderForm()
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  jest.mocked(send).mockReset()
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

describe("the enquiry draft", () => {
  it("is saved on the device as the visitor types, and restored when the page is opened again", async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderForm()
    await user.click(within(screen.getByRole("group", { name: "Are your dates flexible?" })).getByRole("radio", { name: "Yes" }))
    await user.type(screen.getByLabelText(/Describe your flexible dates/), "Any week in May")
    await fillEnquiry(user)
    expect(Object.values(storedDrafts())).toHaveLength(1)
    expect(Object.values(storedDrafts())[0]).toMatchObject({
      name: "Morag Campbell",
      flexibleDates: "Any week in May",
      adults: "2",
    })
    first.unmount()

    renderForm()
    expect(screen.getByRole("form")).toHaveFormValues({ ...expectedParams, isFlexible: "yes", flexibleDates: "Any week in May" })
  })

  it("survives a failed send and is cleared by a successful one", async () => {
    jest.mocked(send).mockRejectedValueOnce({ status: 500, text: "Down" }).mockResolvedValueOnce({ status: 200, text: "OK" })
    const user = userEvent.setup({ delay: null })
    renderForm()
    await fillEnquiry(user)
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }))
    await screen.findByText(/Failed to send your inquiry/)
    expect(loadDraft()).toMatchObject({ name: "Morag Campbell" })
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }))
    await screen.findByText("Your trip inquiry has been sent successfully!")
    expect(storedDrafts()).toEqual({})
  })

  it("ignores anything in storage that is not a draft the form could have written (one kept before drafts were per tab too)", () => {
    const draftKey = legacyDraftKey
    localStorage.setItem(
      draftKey,
      JSON.stringify({
        name: "Ann",
        budget: "a million",
        packageType: "group-tour",
        isFlexible: "maybe",
        adults: 3,
        extra: "x",
        message: "m".repeat(5000),
      })
    )
    const draft = loadDraft()
    expect(draft).toMatchObject({ name: "Ann", budget: "", packageType: "group-tour", isFlexible: "no", adults: "1" })
    expect(draft?.message).toHaveLength(2000)
    expect(draft).not.toHaveProperty("extra")
    localStorage.setItem(draftKey, "{not json")
    expect(loadDraft()).toBeNull()
    localStorage.setItem(draftKey, "[1,2]")
    expect(loadDraft()).toBeNull()
  })

  it("keeps another tab's different enquiry when this tab's is sent, for that tab after a reload", async () => {
    jest.mocked(send).mockResolvedValue({ status: 200, text: "OK" })
    const user = userEvent.setup({ delay: null })
    // Tab A: an enquiry typed, then the tab's session set aside while tab B is used.
    renderForm()
    await user.type(screen.getByLabelText("Full name"), "Tab A's guest")
    const tabA = leaveTab()
    // Tab B: another enquiry, sent.
    renderForm()
    await user.clear(screen.getByLabelText("Full name"))
    await fillEnquiry(user)
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }))
    await screen.findByText("Your trip inquiry has been sent successfully!")
    leaveTab()
    expect(Object.values(storedDrafts()).map((draft) => draft.name)).toEqual(["Tab A's guest"])
    // Tab A reloaded: its own enquiry is there.
    reloadTab(tabA)
    expect(screen.getByLabelText("Full name")).toHaveValue("Tab A's guest")
  })

  it("offers a new tab the draft saved last, and keeps each tab's own on reload", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.type(screen.getByLabelText("Full name"), "First tab")
    const firstTab = leaveTab()
    renderForm()
    expect(screen.getByLabelText("Full name")).toHaveValue("First tab")
    await user.clear(screen.getByLabelText("Full name"))
    await user.type(screen.getByLabelText("Full name"), "Second tab")
    leaveTab()
    reloadTab(firstTab)
    expect(screen.getByLabelText("Full name")).toHaveValue("First tab")
  })

  it("never stops the form working when storage is blocked", async () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
    })
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("Access denied", "SecurityError")
    })
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.type(screen.getByLabelText("Full name"), "Ann")
    expect(screen.getByLabelText("Full name")).toHaveValue("Ann")
  })
})

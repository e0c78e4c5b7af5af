import * as React from "react"
import { TextEncoder } from "util"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { init, send } from "@emailjs/browser"
import { EnquiryForm } from "../../../src/enquiry/form"
import { siteJson } from "../../fixtures/content"
import { expectedParams, fillEnquiry } from "../../fixtures/enquiry"

jest.mock("@emailjs/browser")
// Each test fills in a whole enquiry; on a busy machine that can take longer than Jest's default 5 s.
jest.setTimeout(30_000)

const success = "Your trip inquiry has been sent successfully!"
const failure = `Failed to send your inquiry. Please try again or send an email to ${siteJson.email}`

const renderForm = () => render(<EnquiryForm businessEmail={siteJson.email} />)
const status = () => screen.getByRole("status")
const submitButton = () => screen.getByRole("button", { name: /Plan My Trip|Sending/ })

/**
 * A newly opened page: the form, its sender and React loaded afresh, as a page load does (the SDK is started once per
 * page, in the sender module's own state). The testing library's `pure` entry adds no hooks from inside a test; what
 * it renders is removed after each test.
 */
const openedPages: Array<() => void> = []
function openPage() {
  let page!: { EnquiryForm: typeof EnquiryForm; render: typeof import("@testing-library/react").render }
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded again for each page */
    const { render, cleanup } = require("@testing-library/react/pure")
    openedPages.push(cleanup)
    page = { render, EnquiryForm: require("../../../src/enquiry/form").EnquiryForm }
    /* eslint-enable @typescript-eslint/no-require-imports */
  })
  return page
}
afterEach(() => openedPages.splice(0).forEach((cleanup) => cleanup()))

beforeEach(() => {
  localStorage.clear()
  jest.mocked(send).mockReset()
  jest.mocked(init).mockReset()
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

describe("EnquiryForm at rest", () => {
  it("in the prerendered page, is disabled and says it needs JavaScript, with the address to write to", () => {
    // What Gatsby writes into /trip/index.html (react-dom/server needs TextEncoder, which jsdom lacks).
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server")
    const page = document.body.appendChild(document.createElement("div"))
    page.innerHTML = renderToString(<EnquiryForm businessEmail={siteJson.email} />)
    expect(within(page).getByText(/This form needs JavaScript/)).toBeInTheDocument()
    expect(within(page).getAllByRole("link", { name: siteJson.email })[0]).toHaveAttribute("href", `mailto:${siteJson.email}`)
    expect(within(page).getByLabelText("Full name")).toBeDisabled()
    expect(within(page).getByRole("button", { name: "Plan My Trip" })).toBeDisabled()
    expect(init).not.toHaveBeenCalled()
    page.remove()
  })

  it("starts with the spec's defaults, every field named as the spec names it", () => {
    const { container } = renderForm()
    const form = screen.getByRole("form", { name: "Trip enquiry" })
    const names = Array.from(container.querySelectorAll("input, textarea"), (el) => el.getAttribute("name"))
    expect(new Set(names)).toEqual(
      new Set([
        "name",
        "email",
        "phone",
        "destination",
        "departureDate",
        "returnDate",
        "isFlexible",
        "adults",
        "children",
        "packageType",
        "budget",
        "message",
        "website",
      ])
    )
    expect(form).toHaveFormValues({
      name: "",
      email: "",
      phone: "",
      destination: "",
      departureDate: "",
      returnDate: "",
      isFlexible: "no",
      adults: 1,
      children: 0,
      message: "",
    })
    expect(screen.queryByLabelText(/Describe your flexible dates/)).not.toBeInTheDocument()
    for (const radio of screen.getAllByRole("radio").filter((r) => r.getAttribute("name") !== "isFlexible")) {
      expect(radio).not.toBeChecked()
    }
    expect(screen.getByRole("button", { name: "Plan My Trip" })).toBeEnabled()
    expect(status()).toBeEmptyDOMElement()
    expect(screen.queryByText(/This form needs JavaScript/)).not.toBeInTheDocument()
  })

  it("uses the browser's own checks: required fields, e-mail, telephone, dates and minimums", () => {
    renderForm()
    for (const label of [
      "Full name",
      "E-mail address",
      "Phone number",
      /Where would you like to go/,
      "Departure date",
      "Return date",
      "Adults",
      "Children (under 12)",
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired()
    }
    expect(screen.getByLabelText(/Message/)).not.toBeRequired()
    expect(screen.getByLabelText("E-mail address")).toHaveAttribute("type", "email")
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("type", "tel")
    expect(screen.getByLabelText("Departure date")).toHaveAttribute("type", "date")
    expect(screen.getByLabelText("Return date")).toHaveAttribute("type", "date")
    expect(screen.getByLabelText("Adults")).toHaveAttribute("min", "1")
    expect(screen.getByLabelText("Children (under 12)")).toHaveAttribute("min", "0")
    expect(screen.getByLabelText("Full name")).toHaveAttribute("maxlength", "100")
    expect(screen.getByLabelText(/Message/)).toHaveAttribute("maxlength", "2000")
  })

  it("offers the package types and budget bands as required radio groups with the spec's values", () => {
    renderForm()
    const group = (name: string) =>
      within(screen.getByRole("group", { name }))
        .getAllByRole("radio")
        .map((radio) => [radio.getAttribute("value"), radio.closest("label")?.textContent, (radio as HTMLInputElement).required])
    expect(group("Package type")).toEqual([
      ["group-tour", "Group Tour", true],
      ["private-tour", "Private Tour", true],
      ["custom-itinerary", "Customized Itinerary", true],
      ["self-guided", "Self-guided", true],
    ])
    expect(group("Budget per person")).toEqual([
      ["under-500", "Under £500", true],
      ["500-1000", "£500-£1,000", true],
      ["1000-2000", "£1,000-£2,000", true],
      ["over-2000", "Over £2,000", true],
    ])
  })

  it("shows the flexible dates field only while the dates are flexible", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    const flexible = screen.getByRole("group", { name: "Are your dates flexible?" })
    await user.click(within(flexible).getByRole("radio", { name: "Yes" }))
    const described = screen.getByLabelText(/Describe your flexible dates/)
    expect(described).not.toBeRequired()
    await user.type(described, "Any week in May")
    await user.click(within(flexible).getByRole("radio", { name: "No" }))
    expect(screen.queryByLabelText(/Describe your flexible dates/)).not.toBeInTheDocument()
  })

  it("does not allow past dates, nor a return before the departure", async () => {
    renderForm()
    const departure = screen.getByLabelText("Departure date")
    const today = departure.getAttribute("min")
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const now = new Date()
    expect(new Date(`${today}T12:00:00`).toDateString()).toBe(now.toDateString())
    expect(screen.getByLabelText("Return date")).toHaveAttribute("min", today)
    await userEvent.setup({ delay: null }).type(departure, "2031-07-14")
    expect(screen.getByLabelText("Return date")).toHaveAttribute("min", "2031-07-14")
  })

  it("initialises EmailJS once per page, with the public key, however often the form appears", () => {
    const page = openPage()
    page.render(<page.EnquiryForm businessEmail={siteJson.email} />).unmount()
    page.render(<page.EnquiryForm businessEmail={siteJson.email} />)
    expect(init).toHaveBeenCalledTimes(1)
    // No GATSBY_EMAILJS_* settings in tests: the local inbox on the page's own server.
    expect(init).toHaveBeenCalledWith({ publicKey: "local-inbox-public-key", origin: "http://localhost" })
    // The next page opened starts it again.
    const next = openPage()
    next.render(<next.EnquiryForm businessEmail={siteJson.email} />)
    expect(init).toHaveBeenCalledTimes(2)
  })
})

describe("EnquiryForm sending", () => {
  it("sends exactly the 13 template params, then says so and resets every field", async () => {
    jest.mocked(send).mockResolvedValue({ status: 200, text: "OK" })
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.click(within(screen.getByRole("group", { name: "Are your dates flexible?" })).getByRole("radio", { name: "Yes" }))
    await user.type(screen.getByLabelText(/Describe your flexible dates/), "  A week either side  ")
    await fillEnquiry(user)
    await user.click(submitButton())
    expect(send).toHaveBeenCalledTimes(1)
    const [serviceId, templateId, params, ...rest] = jest.mocked(send).mock.calls[0]
    expect([serviceId, templateId, rest]).toEqual(["local-inbox-service", "local-inbox-trip-enquiry", []])
    expect(params).toStrictEqual({ ...expectedParams, isFlexible: "yes", flexibleDates: "A week either side" })
    expect(await screen.findByText(success)).toBeInTheDocument()
    expect(status()).toHaveTextContent(success)
    expect(screen.getByRole("form")).toHaveFormValues({ name: "", email: "", isFlexible: "no", adults: 1, children: 0, message: "" })
    expect(screen.queryByLabelText(/Describe your flexible dates/)).not.toBeInTheDocument()
    expect(screen.getByRole("radio", { name: "Private Tour" })).not.toBeChecked()
  })

  it("while sending, the button is disabled and says so, and a second press sends nothing more", async () => {
    let answer: (value: Awaited<ReturnType<typeof send>>) => void = () => undefined
    jest.mocked(send).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup({ delay: null })
    renderForm()
    await fillEnquiry(user)
    await user.click(submitButton())
    const busy = screen.getByRole("button", { name: "Sending your inquiry…" })
    expect(busy).toHaveAttribute("aria-disabled", "true")
    expect(status()).toHaveTextContent("Sending your trip inquiry…")
    await user.click(busy)
    await user.keyboard("{Enter}")
    expect(send).toHaveBeenCalledTimes(1)
    await act(async () => answer({ status: 200, text: "OK" }))
    expect(screen.getByRole("button", { name: "Plan My Trip" })).not.toHaveAttribute("aria-disabled")
    expect(status()).toHaveTextContent(success)
  })

  it.each([
    ["an HTTP error", { status: 500, text: "Internal Server Error" }, "500 Internal Server Error"],
    ["throttling (429)", { status: 429, text: "Too Many Requests" }, "429 Too Many Requests"],
    ["a network failure", new TypeError("Failed to fetch"), "TypeError: Failed to fetch"],
    [
      "a string from the SDK's own checks",
      "The public key is required. Visit https://dashboard.emailjs.com/admin/account",
      "The public key is required",
    ],
  ])("on %s, shows the failure message with the address, logs the error and keeps every value", async (_name, error, logged) => {
    jest.mocked(send).mockRejectedValue(error)
    const user = userEvent.setup({ delay: null })
    renderForm()
    await fillEnquiry(user)
    await user.click(submitButton())
    expect(await screen.findByText((_, el) => el?.tagName === "P" && el.textContent === failure)).toBeInTheDocument()
    expect(within(status()).getByRole("link", { name: siteJson.email })).toHaveAttribute("href", `mailto:${siteJson.email}`)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(logged))
    expect(screen.getByRole("form")).toHaveFormValues({
      name: "Morag Campbell",
      email: "morag@example.com",
      adults: 2,
      children: 1,
      packageType: "private-tour",
      budget: "1000-2000",
    })
    expect(screen.getByRole("button", { name: "Plan My Trip" })).not.toHaveAttribute("aria-disabled")
  })

  it("offers the failed enquiry as a ready-written e-mail", async () => {
    jest.mocked(send).mockRejectedValue({ status: 0, text: "Network Error" })
    const user = userEvent.setup({ delay: null })
    renderForm()
    await fillEnquiry(user)
    await user.click(submitButton())
    const link = await screen.findByRole("link", { name: /Open an e-mail with your enquiry/ })
    const href = link.getAttribute("href") ?? ""
    expect(href.startsWith(`mailto:${siteJson.email}?`)).toBe(true)
    const query = new URLSearchParams(href.slice(href.indexOf("?") + 1))
    expect(query.get("subject")).toBe("Trip enquiry from Morag Campbell")
    expect(query.get("body")).toContain("Full name: Morag Campbell")
    expect(query.get("body")).toContain("Package type: Private Tour")
    expect(query.get("body")).toContain("Budget per person: £1,000-£2,000")
  })

  it("keeps a message until the next attempt replaces it", async () => {
    jest.mocked(send).mockRejectedValueOnce({ status: 500, text: "Oops" }).mockResolvedValueOnce({ status: 200, text: "OK" })
    const user = userEvent.setup({ delay: null })
    renderForm()
    await fillEnquiry(user)
    await user.click(submitButton())
    expect(await screen.findByText(/Failed to send your inquiry/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/Message/), " And puffins.")
    expect(status()).toHaveTextContent(/Failed to send your inquiry/)
    await user.click(submitButton())
    expect(await screen.findByText(success)).toBeInTheDocument()
    expect(screen.queryByText(/Failed to send your inquiry/)).not.toBeInTheDocument()
    expect(jest.mocked(send).mock.calls[1][2]).toMatchObject({ message: "Otters and sea eagles, please. And puffins." })
  })

  it("while sending, the fields cannot change and say why, and what was there is kept", async () => {
    let refuse: (error: unknown) => void = () => undefined
    jest.mocked(send).mockReturnValue(new Promise((_, reject) => (refuse = reject)))
    jest.mocked(send).mockRejectedValueOnce({ status: 500, text: "Down" })
    const user = userEvent.setup({ delay: null })
    renderForm()
    await fillEnquiry(user)
    await user.click(submitButton())
    await screen.findByText(/Failed to send/)
    await user.click(submitButton())
    expect(screen.getByText("Sending… your details are kept as they are until the answer comes.")).toBeVisible()
    const name = screen.getByLabelText("Full name")
    expect(name).toHaveAttribute("readonly")
    expect(screen.getByLabelText(/Message/)).toHaveAttribute("readonly")
    // The chosen answer stays available (focus is never lost); the others cannot be chosen.
    const budget = within(screen.getByRole("group", { name: /Budget/ }))
    expect(budget.getByRole("radio", { name: /£1,000-£2,000/ })).toBeEnabled()
    expect(budget.getByRole("radio", { name: /Under £500/ })).toBeDisabled()
    await user.type(name, " typed while sending")
    expect(name).toHaveValue("Morag Campbell")
    await act(async () => refuse({ status: 500, text: "Down again" }))
    expect(name).not.toHaveAttribute("readonly")
    expect(screen.queryByText(/your details are kept as they are/)).not.toBeInTheDocument()
    expect(name).toHaveValue("Morag Campbell")
    await user.type(name, " and friend", { initialSelectionStart: 14, initialSelectionEnd: 14 })
    expect(name).toHaveValue("Morag Campbell and friend")
  })

  it.each([
    ["the form as it was sent", false, { name: "", adults: 1 }],
    ["the form changed since", true, { name: "Morag Campbell, corrected", adults: 2 }],
  ])("replaces the failure with the success when the answer comes after 20 seconds: %s", async (_name, edit, values) => {
    jest.useFakeTimers()
    try {
      let answer: (value: Awaited<ReturnType<typeof send>>) => void = () => undefined
      jest.mocked(send).mockReturnValue(new Promise((resolve) => (answer = resolve)))
      const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime })
      renderForm()
      await fillEnquiry(user)
      await user.click(submitButton())
      await act(async () => jest.advanceTimersByTime(20_100))
      expect(status()).toHaveTextContent(failure)
      if (edit) await user.type(screen.getByLabelText("Full name"), ", corrected")
      await act(async () => answer({ status: 200, text: "OK" }))
      expect(status()).toHaveTextContent(success)
      expect(status()).not.toHaveTextContent(/Failed/)
      // Reset as specified when the form still holds what was sent; what was typed since is never wiped.
      expect(screen.getByRole("form")).toHaveFormValues(values)
      expect(send).toHaveBeenCalledTimes(1)
    } finally {
      jest.useRealTimers()
    }
  })

  it("counts a send with no answer after 20 seconds as failed", async () => {
    jest.useFakeTimers()
    try {
      jest.mocked(send).mockReturnValue(new Promise(() => undefined) as ReturnType<typeof send>)
      const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime })
      renderForm()
      await fillEnquiry(user)
      await user.click(submitButton())
      await act(async () => jest.advanceTimersByTime(19_900))
      expect(status()).toHaveTextContent("Sending your trip inquiry…")
      await act(async () => jest.advanceTimersByTime(200))
      expect(status()).toHaveTextContent(failure)
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining("within 20 s"))
      expect(screen.getByRole("form")).toHaveFormValues({ name: "Morag Campbell" })
    } finally {
      jest.useRealTimers()
    }
  })
})

describe("EnquiryForm honeypot", () => {
  it("is out of reach: hidden from assistive technology, out of the tab order, never autofilled", () => {
    const { container } = renderForm()
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')
    expect(trap).not.toBeNull()
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap).toHaveAttribute("autocomplete", "off")
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole("textbox", { name: /Leave this field empty/ })).not.toBeInTheDocument()
  })

  it("shows a bot success without sending anything", async () => {
    const user = userEvent.setup({ delay: null })
    const { container } = renderForm()
    await fillEnquiry(user)
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]') as HTMLInputElement
    await user.type(trap, "https://spam.example")
    await user.click(submitButton())
    expect(await screen.findByText(success)).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
    expect(screen.getByRole("form")).toHaveFormValues({ name: "" })
    expect(trap.value).toBe("")
  })
})

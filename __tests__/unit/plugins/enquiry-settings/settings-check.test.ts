import fs from "fs"
import os from "os"
import path from "path"
import { buildTimeSettings, buildWarning } from "../../../../plugins/enquiry-settings/settings-check"
import { enquiryMailto, enquiryText } from "../../../../src/enquiry/mailto"
import { resolveSettings, settingsWarning } from "../../../../src/enquiry/settings"
import { toTemplateParams, emptyEnquiry } from "../../../../src/enquiry/model"

describe("EmailJS settings", () => {
  it("with none set, sends to the local inbox on the page's own server with clearly-local IDs", () => {
    expect(resolveSettings({}, "http://localhost:9000")).toEqual({
      publicKey: "local-inbox-public-key",
      serviceId: "local-inbox-service",
      templateId: "local-inbox-trip-enquiry",
      origin: "http://localhost:9000",
      localInbox: true,
    })
    expect(resolveSettings({ origin: "http://inbox.test" }, "http://localhost:9000").origin).toBe("http://inbox.test")
  })

  it("with an account set up, uses it and the SDK's own API host unless GATSBY_EMAILJS_ORIGIN says otherwise", () => {
    const account = { publicKey: " pk_123 ", serviceId: "service_abc", templateId: "template_xyz" }
    expect(resolveSettings(account, "http://localhost:9000")).toEqual({
      publicKey: "pk_123",
      serviceId: "service_abc",
      templateId: "template_xyz",
      origin: undefined,
      localInbox: false,
    })
    expect(resolveSettings({ ...account, origin: "https://api.eu.emailjs.com" }, "x").origin).toBe("https://api.eu.emailjs.com")
  })

  it("half set up, never pretends: the missing IDs stay empty, so sends fail visibly", () => {
    expect(resolveSettings({ publicKey: "pk_123" }, "http://localhost:9000")).toMatchObject({ serviceId: "", templateId: "", localInbox: false })
  })

  it("warns at build time unless every ID is set", () => {
    expect(settingsWarning({})).toMatch(/ONLY go to the local inbox/)
    expect(settingsWarning({ publicKey: "pk", serviceId: "s" })).toMatch(/missing GATSBY_EMAILJS_TEMPLATE_ID/)
    expect(settingsWarning({ publicKey: "pk", serviceId: "s", templateId: "t" })).toBeNull()
  })

  const withEnvFile = (text: string, run: (dir: string) => void) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-"))
    try {
      fs.writeFileSync(path.join(dir, ".env.production"), text)
      run(dir)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }

  it("reads the settings from the environment, then .env.<environment>, as Gatsby bakes them in", () => {
    const file = [
      "# EmailJS",
      "",
      'GATSBY_EMAILJS_PUBLIC_KEY="pk_file"',
      "  GATSBY_EMAILJS_SERVICE_ID = service_file \r",
      "GATSBY_EMAILJS_TEMPLATE_ID='template_file'",
      "# GATSBY_EMAILJS_ORIGIN=https://commented.out",
    ].join("\n")
    withEnvFile(file, (dir) => {
      expect(buildTimeSettings({ NODE_ENV: "production" }, dir)).toEqual({
        publicKey: "pk_file",
        serviceId: "service_file",
        templateId: "template_file",
        origin: undefined,
      })
      expect(buildTimeSettings({ NODE_ENV: "production", GATSBY_EMAILJS_SERVICE_ID: "service_env" }, dir).serviceId).toBe("service_env")
      expect(buildWarning({ NODE_ENV: "production" }, dir)).toBeNull()
      // Another environment reads another file (.env.development, absent here).
      expect(buildWarning({ NODE_ENV: "development" }, dir)).toMatch(/local inbox/)
      expect(buildWarning({ NODE_ENV: "development", GATSBY_ACTIVE_ENV: "production" }, dir)).toBeNull()
    })
  })

  it("does not count a line Gatsby does not read: the warning names the ID as missing", () => {
    // A shell-style `export` line is not a dotenv line: Gatsby leaves the ID out of the build, so the check must too.
    withEnvFile("GATSBY_EMAILJS_PUBLIC_KEY=pk\nGATSBY_EMAILJS_SERVICE_ID=s\nexport GATSBY_EMAILJS_TEMPLATE_ID=t\n", (dir) => {
      expect(buildTimeSettings({ NODE_ENV: "production" }, dir).templateId).toBeUndefined()
      expect(buildWarning({ NODE_ENV: "production" }, dir)).toMatch(/missing GATSBY_EMAILJS_TEMPLATE_ID/)
    })
  })
})

describe("the e-mail fallback", () => {
  const params = toTemplateParams({
    ...emptyEnquiry,
    name: "Ann & Co",
    email: "ann@example.com",
    isFlexible: "yes",
    flexibleDates: "May?",
    packageType: "custom-itinerary",
    budget: "over-2000",
    message: "Line one\nLine two",
  })

  it("writes the enquiry as labelled lines a person can read, skipping empty fields", () => {
    expect(enquiryText(params)).toBe(
      [
        "Full name: Ann & Co",
        "E-mail address: ann@example.com",
        "Are your dates flexible?: Yes",
        "Describe your flexible dates: May?",
        "Adults: 1",
        "Children (under 12): 0",
        "Package type: Customized Itinerary",
        "Budget per person: Over £2,000",
        "Message: Line one\nLine two",
      ].join("\n")
    )
  })

  it("encodes it into a mailto: link to the business", () => {
    const href = enquiryMailto("hello@example.com", params)
    expect(href).toMatch(/^mailto:hello@example\.com\?subject=Trip%20enquiry%20from%20Ann%20%26%20Co&body=/)
    expect(decodeURIComponent(href.split("&body=")[1])).toBe(enquiryText(params))
  })
})

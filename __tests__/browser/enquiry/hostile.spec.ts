// Hostile and odd input in the trip form: every script, emoji, right-to-left text, combining marks, markup and
// script payloads, quotes and backslashes, values at each field's limit. Nothing may run, nothing may be cut
// below the stated limits, and the enquiry must arrive, survive a reload and fill the mailto fallback exactly.
import { test, expect, type Page } from "@playwright/test"
import site from "../../../content/site.json"
import { legacyDraftKey as draftKey } from "../../../src/enquiry/draft"
import { fieldLabels, fieldLimits } from "../../../src/enquiry/model"
import { savedEnquiries } from "./inbox"
import { enquiryFor, expectValuesKept, failureText, fillEnquiryForm, openEnquiryForm, successText, uniqueName } from "./steps"

type Enquiry = ReturnType<typeof enquiryFor>
type TextField = keyof typeof fieldLimits
const textFields = Object.keys(fieldLimits) as TextField[]

/** What the sender sends for what was typed: the free-text fields trimmed (toTemplateParams in src/enquiry/model.ts). */
function sentFor(typed: Enquiry): Enquiry {
  const sent = { ...typed }
  for (const field of textFields) sent[field] = typed[field].trim()
  return sent
}

/** `start`, then `text` repeated in whole characters, ending in "." at exactly `length` UTF-16 code units (what maxlength counts). */
function fitTo(length: number, start: string, text: string): string {
  let value = start
  for (const char of Array.from(text.repeat(Math.ceil(length / text.length) + 1))) {
    if (value.length + char.length > length - 1) break
    value += char
  }
  return value.padEnd(length, ".")
}

/** A valid address (as a type="email" input judges it) of exactly `length` characters. */
function emailOfLength(length: number, start: string): string {
  const domain = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.example.com`
  return `${start.padEnd(length - domain.length - 1, "x")}@${domain}`
}

const id = () => uniqueName("").trim()

const cases: Array<{ title: string; values: () => Partial<Enquiry> }> = [
  {
    title: "every major script",
    values: () => ({
      name: `Zoë Ní Bhriain Ελένη Ольга 李小龍 김민준 ${id()}`,
      phone: "+44 ٧٧٠٠ ९००१२३ ๑๒๓",
      destination: "Fàilte gu Alba — Καλημέρα / Здравствуйте / 你好 / नमस्ते / ሰላም",
      flexibleDates: "Αύγουστος או ספטמבר، أو أكتوبر 十月 시월",
      message: [
        "Latin: Zoë Ångström, Łucja Wróbel, Dvořák, Ñúñez, Đặng Thị Hương, Fàilte gu Alba",
        "Greek: Καλημέρα, θέλουμε να δούμε αετούς",
        "Cyrillic: Здравствуйте! Хотим увидеть выдр",
        "Arabic: مرحبا، نود رؤية ثعالب الماء",
        "Hebrew: שלום, נשמח לראות לוטרות",
        "Devanagari: नमस्ते, हम ऊदबिलाव देखना चाहते हैं",
        "Bengali: নমস্কার · Tamil: வணக்கம் · Tibetan: བཀྲ་ཤིས་བདེ་ལེགས།",
        "Thai: สวัสดีครับ อยากเห็นนาก",
        "CJK: 你好，我们想看水獭。こんにちは、カワウソを見たいです。",
        "Korean: 안녕하세요, 수달을 보고 싶어요",
        "Ethiopic: ሰላም፣ ኦተሮችን ማየት እንፈልጋለን",
        "Georgian: გამარჯობა · Armenian: Բարեւ · Cherokee: ᎣᏏᏲ · Inuktitut: ᐊᐃᓐᖓᐃ",
        "Mathematical letters: 𝕎𝕚𝕝𝕕 𝔾𝕝𝕖𝕟 𝒮𝒶𝒻𝒶𝓇𝒾",
      ].join("\n"),
    }),
  },
  {
    title: "emoji, right-to-left text and combining marks",
    values: () => ({
      name: `🦌 Morag 👨‍👩‍👧‍👦 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ${id()}`,
      phone: "☎ +44 7700 900123 🇬🇧",
      destination: "مول (Mull) שלום 123 \u202Egnp.exe\u202C \u2067عزل\u2069 end\u200F",
      flexibleDates: "Z\u0324\u0354\u0367\u0311\u0313a\u0308\u0356\u032D\u0308\u0307 e\u0301 n\u0303 \u1100\u1161\u11A8 o\u0336k\u0336",
      message: [
        "Family 👨‍👩‍👧‍👦, wheelchair 🧑🏿‍🦽, skin tones 👋🏻👋🏽👋🏿, hearts ❤️‍🔥 ❤️‍🩹, flags 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🇬🇧 🇯🇵 🏳️‍🌈, keycaps 1️⃣ #️⃣",
        "عربي مع English و 123 ثم עברית",
        "\u202Ereversed\u202C \u200Einvisible\u200B joiners\u200C\u2060soft\u00ADhyphen",
        "Combining: a\u0301\u0302\u0303\u0304 Hangul jamo \u1112\u1161\u11AB",
      ].join("\n"),
    }),
  },
  {
    title: "HTML and script payloads",
    values: () => ({
      name: `<script>alert(1)</script> ${id()}`,
      phone: "javascript:alert(1)",
      destination: "<img src=x onerror=alert(1)>",
      flexibleDates: '"><svg onload=alert(1)>',
      message: [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        '"><svg onload=alert(1)>',
        "javascript:alert(1)",
        "</textarea><script>alert(1)</script>",
        '<iframe src="javascript:alert(1)"></iframe><a href="javascript:alert(1)">click</a>',
        "{{name}} {{{message}}} ${alert(1)} #{alert(1)} <%= 1 %>",
        "&lt;b&gt; &amp; &#x41; <!-- ]]> ?subject=x&bcc=evil@example.com%0D%0ABcc:evil@example.com",
      ].join("\n"),
    }),
  },
  {
    title: "quotes of all kinds, backslashes and line breaks",
    values: () => ({
      name: `O'Brien "Jock" Mac\\Donald ${id()}`,
      email: "o'hara+safari&co=1@example.com",
      phone: `"+44" '7700' \\900123`,
      destination: "‘Skye’ “Raasay” «Rùm» „Eigg“ ‚Muck‘ ‹Canna› 「Iona」 『Staffa』 `Ulva`",
      flexibleDates: 'C:\\Users\\morag\\ \\n \\t \\u0000 \\\\ "\\"" \'',
      message: 'Line one\n\n\tTabbed "two"\nJSON {"a":"b\\"c","d":"\\u2028"}\nBackslashes \\ \\\\ \\\\\\\nLast line',
    }),
  },
  {
    title: "white space around values (the sender trims it)",
    values: () => ({
      name: ` \t Morag ${id()} \u00A0 `,
      phone: "  +44 7700 900123  ",
      destination: "\u3000Isle of Mull\u3000",
      flexibleDates: "   any week in May   ",
      message: "\n\n  Hello,\n\n  two blank lines above are kept inside.  \n\n",
    }),
  },
]

let dialogs: string[]

test.beforeEach(({ page }) => {
  dialogs = []
  // Any dialog means a payload ran: record it (and dismiss it so the page goes on) to fail the test.
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
})

test.afterEach(() => {
  expect(dialogs, "no value typed into the form may open a dialog").toEqual([])
})

/** No element or script a payload would create is in the page. */
async function expectNothingInjected(page: Page) {
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload], iframe, a[href^="javascript:" i]')).toHaveCount(0)
  expect(await page.evaluate(() => Array.from(document.scripts).some((script) => script.text.includes("alert(")))).toBe(false)
}

/** The saved line for this enquiry: exactly one, holding exactly what was sent. */
function expectSaved(sent: Enquiry) {
  const saved = savedEnquiries().filter((line) => line.template_params.name === sent.name)
  expect(saved).toHaveLength(1)
  expect(saved[0].template_params).toStrictEqual(sent)
}

/** The failure message's mailto link, checked to hold only a subject and a body, both percent-encoded; decoded. */
async function mailtoOnFailure(page: Page) {
  const href = await page.getByRole("link", { name: /Open an e-mail with your enquiry/ }).getAttribute("href")
  const parts = /^mailto:([^?]+)\?subject=([^&]*)&body=([^&]*)$/.exec(href ?? "")
  expect(parts, `mailto link ${href?.slice(0, 200)}`).not.toBeNull()
  const [, address, subject, body] = parts as RegExpExecArray
  expect(address).toBe(site.email)
  // Only what encodeURIComponent leaves as is: no value can start another header or parameter.
  expect(subject + body).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/)
  return { subject: decodeURIComponent(subject), body: decodeURIComponent(body) }
}

async function expectMailtoCarries(page: Page, sent: Enquiry) {
  const { subject, body } = await mailtoOnFailure(page)
  expect(subject).toBe(`Trip enquiry from ${sent.name}`)
  for (const field of textFields) expect(body).toContain(`${fieldLabels[field]}: ${sent[field]}`)
  expect(body.endsWith(`${fieldLabels.message}: ${sent.message}`)).toBe(true)
}

test.describe("the trip form with hostile and odd input", () => {
  for (const { title, values } of cases) {
    test(`${title}: kept through a reload, in the mailto of a failed send, and sent exactly`, async ({ page }) => {
      const typed: Enquiry = { ...enquiryFor("placeholder"), ...values() }
      const sent = sentFor(typed)
      await openEnquiryForm(page)
      await fillEnquiryForm(page, typed)
      await expectValuesKept(page, typed)

      await test.step("a reload mid-typing restores every value as typed", async () => {
        await page.reload()
        await expect(page.getByLabel("Full name")).toBeEnabled()
        await expectValuesKept(page, typed)
        await expectNothingInjected(page)
      })

      await test.step("a failed send offers a mailto that carries the enquiry", async () => {
        await page.route(
          "**/api/v1.0/email/send",
          (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
          { times: 1 }
        )
        await page.getByRole("button", { name: "Plan My Trip" }).click()
        await expect(page.getByRole("status")).toContainText(failureText)
        await expectMailtoCarries(page, sent)
        await expectValuesKept(page, typed)
        await expectNothingInjected(page)
      })

      await test.step("a retry arrives in the inbox exactly as typed", async () => {
        await page.getByRole("button", { name: "Plan My Trip" }).click()
        await expect(page.getByRole("status")).toHaveText(successText)
        await expectNothingInjected(page)
        expectSaved(sent)
      })
    })
  }
})

test.describe("the trip form at its length limits", () => {
  test("values of exactly each field's limit are kept whole through a reload and sent whole; typing or pasting more stops at the limit", async ({
    page,
  }) => {
    const unique = id().replace(/\s/g, "")
    const typed: Enquiry = {
      ...enquiryFor("placeholder"),
      name: fitTo(fieldLimits.name, `${unique} `, "Ŋü🦌李 "),
      email: emailOfLength(fieldLimits.email, `max.${unique}+o'hara`),
      phone: fitTo(fieldLimits.phone, "+44 ", "7700 900123 "),
      destination: fitTo(fieldLimits.destination, "Mull ", "Καλημέρα 你好 👨‍👩‍👧‍👦 "),
      flexibleDates: fitTo(fieldLimits.flexibleDates, "", "مرحبا e\u0301 שלום "),
      message: fitTo(fieldLimits.message, "", 'Otters 🦦 and eagles 🦅,\n"quoted" <b>\\</b>\n'),
    }
    for (const field of textFields) expect(typed[field], `the test's own ${field}`).toHaveLength(fieldLimits[field])
    await openEnquiryForm(page)
    await fillEnquiryForm(page, typed)

    for (const field of textFields) {
      const box = page.getByLabel(fieldLabels[field])
      await expect(box).toHaveAttribute("maxlength", String(fieldLimits[field]))
      await expect(box).toHaveValue(typed[field])
      await box.focus()
      await page.keyboard.press("Control+End")
      await page.keyboard.type("xyz")
      await expect(box, `typing into a full ${field}`).toHaveValue(typed[field])
      await box.fill(`${typed[field]}pasted beyond the limit`)
      await expect(box, `pasting into ${field}`).toHaveValue(typed[field])
    }

    await page.reload()
    await expect(page.getByLabel("Full name")).toBeEnabled()
    await expectValuesKept(page, typed)
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByRole("status")).toHaveText(successText)
    await expectNothingInjected(page)
    expectSaved(typed)
  })
})

test.describe("a draft from before a limit was lowered, or edited by hand", () => {
  test("is cut to the limit without splitting an emoji, and half an emoji in it cannot break the failure message", async ({ page }) => {
    const base = enquiryFor(uniqueName("Draft cut"))
    // The limit falls between the two halves of the 🦌.
    const name = `${base.name} `.padEnd(fieldLimits.name - 1, "a") + "🦌 and more"
    const kept = name.slice(0, fieldLimits.name - 1)
    await openEnquiryForm(page)
    await page.evaluate(
      ([key, draft]) => {
        // A high surrogate with no low one after it: half an emoji (made here, as the test runner may not carry it over intact).
        const message = `Half an emoji: ${String.fromCharCode(0xd83e)} end`
        localStorage.setItem(key, JSON.stringify({ ...draft, message }))
      },
      [draftKey, { ...base, name, adults: String(base.adults), children: String(base.children) }] as const
    )
    await page.reload()
    await expect(page.getByLabel("Full name")).toBeEnabled()
    await expect(page.getByLabel("Full name")).toHaveValue(kept)

    await page.route("**/api/v1.0/email/send", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }), {
      times: 1,
    })
    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByRole("status")).toContainText(failureText)
    const { subject, body } = await mailtoOnFailure(page)
    expect(subject).toBe(`Trip enquiry from ${kept}`)
    expect(body.endsWith(`${fieldLabels.message}: Half an emoji: \uFFFD end`)).toBe(true)

    await page.getByRole("button", { name: "Plan My Trip" }).click()
    await expect(page.getByRole("status")).toHaveText(successText)
    expectSaved({ ...base, name: kept, message: `Half an emoji: ${String.fromCharCode(0xd83e)} end` })
  })
})

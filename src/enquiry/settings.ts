// Where enquiries go: a real EmailJS account, or, with no settings, the local inbox of `npm start`.
import { emailjsIdKeys, emailjsIdNames, given, sendsToLocalInbox } from "./destination.mjs"

export type EmailjsSettings = {
  publicKey: string
  serviceId: string
  templateId: string
  /** The API host; undefined means the SDK's default, https://api.emailjs.com. */
  origin: string | undefined
  /** True when no account is set up and enquiries go to the local inbox (server/inbox.mjs). */
  localInbox: boolean
}

export type RawSettings = {
  publicKey?: string
  serviceId?: string
  templateId?: string
  origin?: string
}

/** Clearly-local IDs, so an enquiry in the local inbox can never be mistaken for a real EmailJS one. */
export const localInboxIds = {
  publicKey: "local-inbox-public-key",
  serviceId: "local-inbox-service",
  templateId: "local-inbox-trip-enquiry",
} as const

/** The settings baked into the build (Gatsby replaces each process.env.GATSBY_* expression with its value). */
export function buildSettings(): RawSettings {
  return {
    publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID,
    templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
    origin: process.env.GATSBY_EMAILJS_ORIGIN,
  }
}

/**
 * With none of the three IDs set, the local inbox on the page's own server (any port) with local IDs.
 * With some missing, they stay empty so the SDK refuses to send and the visitor sees the failure message
 * with the business address: a half-configured site must never pretend to send.
 */
export function resolveSettings(raw: RawSettings, pageOrigin: string): EmailjsSettings {
  const origin = given(raw.origin) || undefined
  if (sendsToLocalInbox(raw)) {
    return { ...localInboxIds, origin: origin ?? pageOrigin, localInbox: true }
  }
  return {
    publicKey: given(raw.publicKey),
    serviceId: given(raw.serviceId),
    templateId: given(raw.templateId),
    origin,
    localInbox: false,
  }
}

/** What the build should warn about, or null when a real EmailJS account is fully set up. */
export function settingsWarning(raw: RawSettings): string | null {
  if (sendsToLocalInbox(raw)) {
    return (
      "No GATSBY_EMAILJS_* settings: trip enquiries will ONLY go to the local inbox of `npm start` " +
      "(.inbox/enquiries.jsonl), not to the business's e-mail. See .env.example and docs/operating.md to connect EmailJS."
    )
  }
  const missing = emailjsIdKeys.filter((key) => given(raw[key]) === "").map((key) => emailjsIdNames[key])
  if (missing.length === 0) return null
  return `EmailJS is only partly set up (missing ${missing.join(", ")}): every trip enquiry will fail to send until it is complete. See .env.example.`
}

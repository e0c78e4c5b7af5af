// @ts-check
// Where trip enquiries go: the one rule, read by the page (settings.ts), the build's CSP and the server's inbox.

/** The build settings naming the EmailJS account; Gatsby bakes each GATSBY_* value into the page. */
export const emailjsIdNames = /** @type {const} */ ({
  publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
  serviceId: "GATSBY_EMAILJS_SERVICE_ID",
  templateId: "GATSBY_EMAILJS_TEMPLATE_ID",
})

/** @typedef {keyof typeof emailjsIdNames} EmailjsIdKey */
/** @typedef {Partial<Record<EmailjsIdKey | "origin", string | undefined>>} RawEmailjsSettings */

/** @type {EmailjsIdKey[]} */
export const emailjsIdKeys = ["publicKey", "serviceId", "templateId"]

/** @param {string | undefined} value */
export const given = (value) => (value ?? "").trim()

/**
 * True when none of the three IDs is set: enquiries go to the local inbox of `npm start`. With any of them set the
 * site sends through EmailJS (and, until all three are, every send fails with the business's address shown).
 * @param {RawEmailjsSettings} raw
 */
export function sendsToLocalInbox(raw) {
  return emailjsIdKeys.every((key) => given(raw[key]) === "")
}

/** The settings as an environment holds them (process.env at build time). @param {Record<string, string | undefined>} env */
export function emailjsSettingsFromEnv(env) {
  return {
    publicKey: env.GATSBY_EMAILJS_PUBLIC_KEY,
    serviceId: env.GATSBY_EMAILJS_SERVICE_ID,
    templateId: env.GATSBY_EMAILJS_TEMPLATE_ID,
    origin: env.GATSBY_EMAILJS_ORIGIN,
  }
}

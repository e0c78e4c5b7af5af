// The site's one outgoing call, POST /api/v1.0/email/send through the EmailJS SDK. Only the trip form imports this,
// so the SDK is bundled with /trip alone.
import { init, send } from "@emailjs/browser"
import type { TemplateParams } from "./model"
import { buildSettings, resolveSettings, type EmailjsSettings } from "./settings"

/** A send with no answer after this long counts as failed, so the visitor is never left waiting. */
export const sendTimeoutMs = 20_000

// Set once per page load: the SDK keeps its public key for the page's lifetime.
let settings: EmailjsSettings | null = null

/** Initialises the SDK once with the public key; later calls return the same settings. */
export function startEnquirySender(): EmailjsSettings {
  if (!settings) {
    settings = resolveSettings(buildSettings(), window.location.origin)
    init({ publicKey: settings.publicKey, origin: settings.origin })
  }
  return settings
}

/** No answer in time. The request may still arrive: `lateAnswer` settles when (if ever) the service answers. */
export class SendTimeoutError extends Error {
  constructor(readonly lateAnswer: Promise<unknown>) {
    super(`No answer from the e-mail service within ${sendTimeoutMs / 1000} s`)
    this.name = "SendTimeoutError"
  }
}

/** Resolves when the service accepted the enquiry; rejects on any failure, including no answer in time. */
export async function sendEnquiry(params: TemplateParams): Promise<void> {
  const { serviceId, templateId } = startEnquirySender()
  let timer: ReturnType<typeof setTimeout> | undefined
  // The SDK's own checks throw synchronously inside its async function, so they arrive here as rejections.
  const answer = send(serviceId, templateId, params)
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(answer)), sendTimeoutMs)
  })
  try {
    await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** One line for the console: the SDK rejects with {status, text}, a thrown string, or a fetch TypeError. */
export function describeSendError(error: unknown): string {
  if (typeof error === "string") return error
  if (error instanceof Error) return `${error.name}: ${error.message}`
  if (error && typeof error === "object" && "status" in error) {
    const { status, text } = error as { status: unknown; text?: unknown }
    return `${String(status)} ${typeof text === "string" ? text : ""}`.trim()
  }
  return String(error)
}

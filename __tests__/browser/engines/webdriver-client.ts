// The few W3C WebDriver (classic) commands the WebKit journeys need, over HTTP with fetch.
// Hand-written because the `webdriver` package installs geckodriver and edgedriver, whose install scripts
// download binaries (impossible offline) and which nothing here uses; the protocol itself is small and stable.
// https://www.w3.org/TR/webdriver2/

/** The key the W3C protocol names by a private-use code point, for the keys the journeys press. */
export const webdriverKeys = {
  Enter: "\uE007",
  Escape: "\uE00C",
  Tab: "\uE004",
  Space: " ",
  ArrowLeft: "\uE012",
  ArrowRight: "\uE014",
  Backspace: "\uE003",
} as const

/** An element reference as WebDriver returns it: one key (the W3C's, or an older driver's "ELEMENT") and the id. */
export type ElementReference = Record<string, string>
const idOf = (element: ElementReference) => element["element-6066-11e4-a52e-4f735466cecc"] ?? element.ELEMENT ?? Object.values(element)[0]

const commandTimeout = 15_000

export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string
  ) {
    super(`WebDriver ${command}: ${error}: ${message}`)
  }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string
  ) {}

  /** Starts a browser: `timeout` ms is the caller's, as starting one takes far longer than a command. */
  static async create(driverUrl: string, capabilities: Record<string, unknown>, timeout: number): Promise<WebDriverSession> {
    const value = await call<{ sessionId: string }>(
      `${driverUrl}/session`,
      "POST",
      { capabilities: { alwaysMatch: capabilities } },
      "new session",
      timeout
    )
    return new WebDriverSession(driverUrl, value.sessionId)
  }

  private command<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
    return call<T>(`${this.base}/session/${this.id}${path}`, method, body, path)
  }

  navigate = (url: string) => this.command<null>("POST", "/url", { url })
  execute = <T>(script: string, args: unknown[] = []) => this.command<T>("POST", "/execute/sync", { script, args })
  executeAsync = <T>(script: string, args: unknown[] = []) => this.command<T>("POST", "/execute/async", { script, args })
  setTimeouts = (timeouts: { script?: number; pageLoad?: number; implicit?: number }) => this.command<null>("POST", "/timeouts", timeouts)
  setWindowRect = (rect: { width: number; height: number; x?: number; y?: number }) => this.command<unknown>("POST", "/window/rect", rect)
  findElement = (css: string) => this.command<ElementReference>("POST", "/element", { using: "css selector", value: css })
  click = (element: ElementReference) => this.command<null>("POST", `/element/${idOf(element)}/click`, {})
  sendKeys = (element: ElementReference, text: string) => this.command<null>("POST", `/element/${idOf(element)}/value`, { text })
  screenshot = async () => Buffer.from(await this.command<string>("GET", "/screenshot"), "base64")
  actions = (actions: unknown[]) => this.command<null>("POST", "/actions", { actions })
  end = () => this.command<null>("DELETE", "")
}

async function call<T>(url: string, method: string, body: unknown, name: string, timeout = commandTimeout): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    // Shorter than a test's time limit, so that a command the browser never answers is named.
    signal: AbortSignal.timeout(timeout),
  }).catch((error: Error) => {
    throw new WebDriverError(name, "no answer", `${error.message} (${timeout / 1000} s)`)
  })
  const text = await response.text()
  let parsed: { value?: unknown }
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new WebDriverError(name, `HTTP ${response.status}`, text.slice(0, 200))
  }
  const value = parsed.value as { error?: string; message?: string } | null
  if (!response.ok || (value && typeof value === "object" && "error" in value && value.error)) {
    throw new WebDriverError(name, String(value?.error ?? response.status), String(value?.message ?? text.slice(0, 200)))
  }
  return parsed.value as T
}

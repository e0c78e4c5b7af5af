export type ErrorDescription = {
  status?: number
  statusText?: string
  message: string
  stack?: string
}

/** Turns anything thrown (an Error, a response-like object, a string) into what the error screen shows. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) {
    const { status, statusText } = error as Error & { status?: unknown; statusText?: unknown }
    return {
      status: typeof status === "number" ? status : undefined,
      statusText: typeof statusText === "string" ? statusText : undefined,
      message: error.message,
      stack: error.stack,
    }
  }
  if (typeof error === "string") return { message: error }
  if (error && typeof error === "object") {
    const { status, statusText, message } = error as Record<string, unknown>
    return {
      status: typeof status === "number" ? status : undefined,
      statusText: typeof statusText === "string" ? statusText : undefined,
      message: typeof message === "string" ? message : safeStringify(error),
    }
  }
  return { message: String(error) }
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

import * as React from "react"
import { describeError } from "../lib/describe-error"
import * as styles from "./error-screen.module.css"

type ErrorScreenProps = {
  error: unknown
  showStack?: boolean
}

export function ErrorScreen({ error, showStack = false }: ErrorScreenProps) {
  const { status, statusText, message, stack } = describeError(error)
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-title">
      <h1 id="error-title">Unexpected Application Error!</h1>
      {status !== undefined && (
        <p className={styles.status}>
          {status} {statusText}
        </p>
      )}
      <p className={styles.message}>{message}</p>
      {showStack && stack && <pre className={styles.stack}>{stack}</pre>}
      <p>
        {/* A plain link, not the router's, so a broken app state is left behind with a full page load. */}
        <a href="/" className={styles.home}>
          Go Back Home
        </a>
      </p>
    </section>
  )
}

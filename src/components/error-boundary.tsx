import * as React from "react"
import { ErrorScreen } from "./error-screen"

type ErrorBoundaryProps = { children: React.ReactNode }
type ErrorBoundaryState = { error: unknown }

/** Catches a rendering error in the page below it and shows the error screen instead of a blank page. */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error }
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo) {
    console.error("Page failed to render:", error, info.componentStack)
  }

  render() {
    if (this.state.error !== null) {
      return <ErrorScreen error={this.state.error} showStack={process.env.NODE_ENV === "development"} />
    }
    return this.props.children
  }
}

// The small interface every browser engine's journeys run through (__tests__/browser/journeys/).
// A journey is written once against it; each engine has one implementation:
//   chromium  playwright-driver.ts  Playwright's own API on Debian's Chromium (or Playwright's browsers)
//   firefox   firefox-driver.ts     Debian's Firefox ESR over WebDriver BiDi, with puppeteer-core
//   webkit    webkit-driver.ts      WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver), under Xvfb
// Everything engine-specific (launching, waits, workarounds) lives in those files, named and explained there.

export type EngineName = "chromium" | "firefox" | "webkit"

/** A key a journey presses, by its DOM `key` name. */
export type Key = "Enter" | "Escape" | "Tab" | "Space" | "ArrowLeft" | "ArrowRight" | "Backspace"

/**
 * A function run in the page. It must be self-contained (no closures): engines send its source text.
 * Its arguments and result travel as JSON.
 */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>

export interface EngineDriver {
  readonly engine: EngineName
  /** Sets the size of the page's viewport in CSS pixels. */
  resize(width: number, height: number): Promise<void>
  /**
   * Loads a path of the site and waits until React has hydrated it (`<html data-hydrated>`), watching for script
   * errors and Content-Security-Policy violations from before the page's first script runs.
   * Returns the HTTP status, where the engine reports it (WebDriver does not: null).
   */
  open(path: string): Promise<number | null>
  /** Runs a function in the page and returns its result. */
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>
  /** A real pointer click in the middle of the element the CSS selector names, scrolled into view first. */
  click(selector: string): Promise<void>
  /** A real pointer click at a point of the viewport, in CSS pixels. */
  clickAt(x: number, y: number): Promise<void>
  /** Focuses the element and types the text with real key presses, as a visitor's keyboard would. */
  type(selector: string, text: string): Promise<void>
  /** Presses one key on whatever has focus. */
  press(key: Key): Promise<void>
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>
  /** Every script error and CSP violation seen since the last open(), as one line each. */
  problems(): Promise<string[]>
  close(): Promise<void>
}

/**
 * Installed in every page before its own scripts run (each driver says how): records uncaught errors, unhandled
 * rejections and CSP violations. React 18 reports a recoverable hydration error with reportError, which is an
 * `error` event too. A violation is dispatched on the element or document and bubbles to the window.
 */
export const WATCH_SCRIPT = `(function(w){if(w.__journeyProblems)return;var p=w.__journeyProblems=[];
w.addEventListener('error',function(e){if(e instanceof ErrorEvent)p.push('script error: '+e.message+' ('+e.filename+':'+e.lineno+')')},true);
w.addEventListener('unhandledrejection',function(e){p.push('unhandled rejection: '+String(e.reason&&e.reason.stack||e.reason))});
w.addEventListener('securitypolicyviolation',function(e){p.push('CSP violation: '+e.violatedDirective+' blocked '+(e.blockedURI||'inline')+' at '+e.sourceFile+':'+e.lineNumber)},true);
})(window)`

/** The problems WATCH_SCRIPT recorded on the current page. */
export const recordedProblems = () =>
  (window as unknown as { __journeyProblems?: string[] }).__journeyProblems ?? ["the watch script never ran on this page"]

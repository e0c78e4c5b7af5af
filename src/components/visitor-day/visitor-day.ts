import { scotlandDay } from "../../lib/departures"

/**
 * What depends on the visitor's day (a departure that has left) is decided again in the browser,
 * before the first paint, on a page built days or months earlier. The HTML marks it:
 *
 * - `data-starts="2027-05-08"`: hidden from that day on (Scotland's day);
 * - `data-while-any`: hidden once no `data-starts` inside it is left (a month of departures);
 * - `data-when-none`: shown once no `data-starts` is left in the nearest `data-departures` around it.
 *
 * VISITOR_DAY_SCRIPT, inlined right after each marked part, applies that to the prerendered page; the components
 * compute the same from visitorDay() as they first render in the browser, so React finds the page as it left it (no
 * hydration error) and nothing moves. Plain ES5 in a string, so what ships is what is tested.
 */
export const VISITOR_DAY_SCRIPT =
  "(function(d){var o={},n=function(e){return e.querySelector('[data-starts]:not([hidden])')},q=function(s,f){[].forEach.call(d.querySelectorAll(s),f)};" +
  "new Intl.DateTimeFormat('en-GB',{timeZone:'Europe/London',year:'numeric',month:'2-digit',day:'2-digit'}).formatToParts(new Date())" +
  ".forEach(function(p){o[p.type]=p.value});var t=o.year+'-'+o.month+'-'+o.day;" +
  "q('[data-starts]',function(e){if(e.getAttribute('data-starts')<=t)e.hidden=true});" +
  "q('[data-while-any]',function(e){if(!n(e))e.hidden=true});" +
  "q('[data-when-none]',function(e){var c=e.closest('[data-departures]');if(c)e.hidden=!!n(c)})" +
  "})(document)"

/**
 * The visitor's day (Scotland's), in the browser; null while the page is prerendered, where the build has already left
 * out what had left by its own day.
 */
export function visitorDay(): string | null {
  return typeof window === "undefined" ? null : scotlandDay(new Date())
}

/** Whether a part marked `data-starts={start}` is hidden on the visitor's day (never in the prerendered page). */
export const leftBy = (start: string, today: string | null) => today !== null && start <= today

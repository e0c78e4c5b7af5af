import { scotlandDay } from "../../lib/departures"

/**
 * What depends on the visitor's day (a departure that has left, the copyright year) is decided again in the browser,
 * before the first paint, on a page built days or months earlier. The HTML marks it:
 *
 * - `data-starts="2027-05-08"`: hidden from that day on (Scotland's day);
 * - `data-while-any`: hidden once no `data-starts` inside it is left (a month of departures);
 * - `data-when-none`: shown once no `data-starts` is left in the nearest `data-departures` around it;
 * - `data-this-year`: its text becomes the year.
 *
 * VISITOR_DAY_SCRIPT, inlined right after each marked part, applies that to the prerendered page; the components
 * compute the same from visitorDay() as they first render in the browser, so React finds the page as it left it (no
 * hydration error) and nothing moves. Plain ES5 in a string, so what ships is what is tested.
 */
export const VISITOR_DAY_SCRIPT =
  "(function(d){var p=new Intl.DateTimeFormat('en-GB',{timeZone:'Europe/London',year:'numeric',month:'2-digit',day:'2-digit'})" +
  ".formatToParts(new Date()),o={},i,j,a;for(i=0;i<p.length;i++)o[p[i].type]=p[i].value;" +
  "var t=o.year+'-'+o.month+'-'+o.day,left=function(e){return e.querySelectorAll('[data-starts]:not([hidden])').length};" +
  "a=d.querySelectorAll('[data-starts]');for(i=0;i<a.length;i++)if(a[i].getAttribute('data-starts')<=t)a[i].hidden=true;" +
  "a=d.querySelectorAll('[data-while-any]');for(i=0;i<a.length;i++)if(!left(a[i]))a[i].hidden=true;" +
  "a=d.querySelectorAll('[data-when-none]');for(i=0;i<a.length;i++){j=a[i].closest('[data-departures]');if(j)a[i].hidden=left(j)>0}" +
  "a=d.querySelectorAll('[data-this-year]');for(i=0;i<a.length;i++)a[i].textContent=o.year" +
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

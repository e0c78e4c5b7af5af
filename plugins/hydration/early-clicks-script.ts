/**
 * On a slow connection a page shows its buttons (menu, FAQ questions, gallery thumbnails) well before its
 * JavaScript has arrived, and a tap on them then does nothing. This script, inlined at the top of every
 * page, remembers the last button tapped until React is about to take over the page; gatsby-browser.tsx
 * takes it then and presses it again once the page is interactive. (Taps after that point React handles
 * itself: it hydrates the tapped part first.) Plain ES5 in a string, so what ships is what is tested.
 */
export const EARLY_CLICKS_SCRIPT =
  "(function(d,w){var last=null;" +
  "function remember(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;if(b&&!b.disabled)last=b}" +
  "d.addEventListener('click',remember,true);" +
  "w.__takeEarlyClick=function(){d.removeEventListener('click',remember,true);var b=last;last=null;return b}" +
  "})(document,window)"

declare global {
  interface Window {
    /** Set by EARLY_CLICKS_SCRIPT: stops listening and gives the last button tapped so far, if any. */
    __takeEarlyClick?: () => HTMLButtonElement | null
  }
}

/**
 * Each card's count of group departures in the month chosen, on the visitor's day: run right after FINDER_SCRIPT, in the
 * same inline script, once that has marked the address's month (aria-current), so the count is right before the first paint, on a page
 * built days before, and matches what the card renders as React first runs (departuresInText over stillToCome). A
 * card carries its departures' first days by month (data-in-july) and the two sentences (data-one, data-some).
 * Plain ES5 in a string, so what ships is what is tested.
 */
export const FINDER_DEPARTURES_SCRIPT =
  "(function(d){var f=d.getElementById('finder');if(!f)return;" +
  "var a=f.querySelector('a[data-filter=\"month\"][aria-current]'),m=a?a.getAttribute('data-value')||'':'';" +
  "var p=new Intl.DateTimeFormat('en-GB',{timeZone:'Europe/London',year:'numeric',month:'2-digit',day:'2-digit'})" +
  ".formatToParts(new Date()),o={},i,j;for(i=0;i<p.length;i++)o[p[i].type]=p[i].value;" +
  "var t=o.year+'-'+o.month+'-'+o.day,c=f.querySelectorAll('[data-departure-count]');" +
  "for(i=0;i<c.length;i++){var s=m?(c[i].getAttribute('data-in-'+m)||'').split(' '):[],k=0;" +
  "for(j=0;j<s.length;j++)if(s[j]&&s[j]>t)k++;" +
  "c[i].textContent=k?c[i].getAttribute(k===1?'data-one':'data-some').replace('{count}',k)" +
  ".replace('{month}',m.charAt(0).toUpperCase()+m.slice(1)):'';c[i].hidden=!k}" +
  "})(document)"

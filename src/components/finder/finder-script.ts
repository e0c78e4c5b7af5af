/**
 * A visitor who opens /safaris?month=october (a link shared from the finder) sees the page before its JavaScript
 * runs: without this script the whole list would show, then shrink once React applied the choice, and everything
 * below it would jump. Inlined right after the finder, it applies the address's choice to the prerendered list
 * before the first paint: the same cards hidden, the same choices marked and the same count as the finder shows
 * once React runs (it only sets attributes and the count's text, which React then takes over as they are).
 * Plain ES5 in a string, so what ships is what is tested. Months as the finder reads them: a name, its first
 * letters (three at least) or its number. The count's sentences come written for every safari, one and none, with
 * the number of safaris in (countSentences): the script puts in only the number shown.
 */
export const FINDER_SCRIPT =
  "(function(d){var f=d.getElementById('finder'),q=location.search;if(!f||!q)return;" +
  "var p=new URLSearchParams(q),c={},any=0,names=['month','kind','length','budget'],i,j;" +
  "for(i=0;i<names.length;i++){var n=names[i],v=(p.get(n)||'').trim().toLowerCase();if(!v)continue;" +
  "var o=f.querySelectorAll('a[data-filter=\"'+n+'\"]');" +
  "for(j=0;j<o.length;j++){var w=o[j].getAttribute('data-value');" +
  "if(w&&(w===v||(n==='month'&&((v.length>2&&w.indexOf(v)===0)||(/^\\d+$/.test(v)&&+v===j))))){c[n]=w;any=1;break}}}" +
  "if(!any)return;" +
  "var cards=f.querySelectorAll('[data-card]'),k=0;" +
  "for(i=0;i<cards.length;i++){var ok=1;for(var m in c){if((' '+cards[i].getAttribute('data-'+m)+' ').indexOf(' '+c[m]+' ')<0)ok=0}" +
  "cards[i].hidden=!ok;k+=ok}" +
  "var l=f.querySelectorAll('a[data-filter]');" +
  "for(i=0;i<l.length;i++){if((c[l[i].getAttribute('data-filter')]||'')===l[i].getAttribute('data-value'))l[i].setAttribute('aria-current','true');" +
  "else l[i].removeAttribute('aria-current')}" +
  "var s=f.querySelector('[data-count]'),t=cards.length;" +
  "s.textContent=k?s.getAttribute(k===t?'data-all':k===1?'data-one':'data-some').replace(/\\{count\\}/g,k):s.getAttribute('data-none');" +
  "f.querySelector('[data-no-match]').hidden=k>0" +
  "})(document)"

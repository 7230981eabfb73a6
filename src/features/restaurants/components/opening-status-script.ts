/**
 * Runs while the HTML is still being parsed, before the first paint: the page may have been rendered up to an hour ago
 * (ISR), so it picks the entry for the visitor's clock. Kept tiny and free of time-zone logic: the server worked
 * the timeline out in Europe/London. Its own module: the server recognises the page's inline scripts by their text
 * (src/server/http/site-inline-scripts.ts).
 */
export const applyStatusBeforePaint = `(function(s){var p=s.previousElementSibling,t=JSON.parse(p.getAttribute('data-timeline')),n=Date.now(),c=t[0];for(var i=0;i<t.length;i++)if(t[i][0]<=n)c=t[i];p.setAttribute('data-open',c[1]?'true':'false');p.children[0].textContent=c[1]?'Open now':'Closed now';p.children[1].textContent=c[2]})(document.currentScript)`;

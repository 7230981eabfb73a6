import { weekdays } from '@/lib/weekdays';

/**
 * Today's weekday in London (0 is Sunday), without Intl: the source of a function `(now: Date) => number`. The first
 * Intl call on a page loads the browser's locale and time-zone data, about 30 ms of main thread on a phone (over
 * 100 ms on Lighthouse's slowed CPU), and this runs while the page is still being parsed. UK clocks go forward at
 * 01:00 UTC on the last Sunday of March and back at 01:00 UTC on the last Sunday of October (the Summer Time Order 2002).
 *
 * Written as text, not taken from a function's source: the page carries it as an inline script, which the server
 * recognises by its exact text (src/server/http/site-inline-scripts.ts), and a build may rewrite a function's source.
 */
export const LONDON_WEEKDAY_INDEX_SOURCE =
  'function(now){var time=now.getTime(),year=now.getUTCFullYear();' +
  'function lastSundayAt1(month){var lastDay=new Date(Date.UTC(year,month+1,0,1));return lastDay.getTime()-lastDay.getUTCDay()*86400000}' +
  'var summerTime=time>=lastSundayAt1(2)&&time<lastSundayAt1(9);' +
  'return new Date(time+(summerTime?3600000:0)).getUTCDay()}';

const weekdaysFromSunday = [weekdays[6], ...weekdays.slice(0, 6)];

/**
 * Marks today's row of the opening hours (`[data-day]` rows in the element just before the script) as the HTML is
 * parsed, in London's calendar: a cached page may have been rendered yesterday.
 */
export const markTodayScript = `(function(s){var d=${JSON.stringify(weekdaysFromSunday)}[(${LONDON_WEEKDAY_INDEX_SOURCE})(new Date())];var r=s.previousElementSibling.querySelectorAll('[data-day]');for(var i=0;i<r.length;i++){if(r[i].getAttribute('data-day')===d)r[i].setAttribute('data-today','true');else r[i].removeAttribute('data-today')}})(document.currentScript)`;

/**
 * A page's scripts are fetched after its first paint (src/server/http/scripts-after-first-paint.ts), so a visitor can
 * tap a control before the code behind it has started. A button or a link marked `data-waits-for-scripts` (one that
 * opens a dialog instead of going to its address) would then do nothing, or do what it does without JavaScript, and
 * the tap that React would have answered a moment later is lost.
 *
 * This script, the first thing in the page's body, holds such taps instead (an Enter or Space on a focused control is a
 * click too), each control once, and notes the fields the visitor edits before React has them (early-edits.ts
 * announces those). When the page has started, `releaseEarlyTaps` clicks each held control again, and React answers
 * as if it had been there all along. Left alone:
 * - ordinary links, which go where they say without scripts, and clicks with a modifier key (a new tab);
 * - a part that handles its own early input (`data-handles-early-input`: the booking journey, decision 0024).
 * If one of the page's own scripts fails to load, or the page has not started after 30 seconds, the taps are released
 * at once, to do what they do without JavaScript (a form's send posts it to its server action). What does nothing
 * useful without it (`data-needs-scripts`: "Use my location", the carousel's arrows) is the exception: its taps stay
 * held, and are answered if the page starts after all. Edits are noted until then too. Meanwhile each `data-if-scripts-fail` notice (ScriptsFailedNotice) is
 * shown, unless React has hydrated and is only still handing the early input over, so the visitor knows why the
 * button does nothing and what to do.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(){var held=[],edited=[],holding=true,started=false,OWN='[data-handles-early-input]',NEEDS='[data-needs-scripts]';` +
  `function hold(event){if(started||event.button!==0||event.metaKey||event.ctrlKey||event.shiftKey||event.altKey)return;` +
  `var control=event.target.closest&&event.target.closest('button,input[type=submit],[data-waits-for-scripts]');` +
  `if(!control||control.closest(OWN)||(!holding&&!control.closest(NEEDS)))return;` +
  `event.preventDefault();event.stopImmediatePropagation();if(held.indexOf(control)<0)held.push(control)}` +
  `function note(event){var field=event.target;if(started||!field.closest||field.closest(OWN)||edited.indexOf(field)>=0)return;` +
  `if(Object.keys(field).some(function(key){return key.indexOf('__reactProps$')===0}))return;edited.push(field)}` +
  `function replay(all){held=held.filter(function(control){if(!all&&control.closest(NEEDS))return true;if(control.isConnected)control.click();return false})}` +
  `function notices(hidden){document.querySelectorAll('[data-if-scripts-fail]').forEach(function(notice){notice.hidden=hidden})}` +
  `function giveUp(){if(!holding)return;holding=false;replay(false);if(!window.earlyTapsHydrated)notices(false)}` +
  `addEventListener('click',hold,true);addEventListener('input',note,true);addEventListener('change',note,true);` +
  `addEventListener('error',function(event){var script=event.target;if(script&&script.tagName==='SCRIPT'&&script.src.indexOf(location.origin+'/_next/')===0)giveUp()},true);` +
  `window.earlyEdits=edited;window.releaseEarlyTaps=function(){if(started)return;started=true;holding=false;removeEventListener('click',hold,true);replay(true);notices(true)};` +
  `setTimeout(giveUp,30000)})()`;

declare global {
  interface Window {
    /** Set by EARLY_TAPS_SCRIPT: the fields edited before React had them. */
    earlyEdits?: Element[];
    /** Set by EARLY_TAPS_SCRIPT: the page has started; replays the taps it held (once). */
    releaseEarlyTaps?: () => void;
    /**
     * Set by EarlyTapsRelease as soon as React has hydrated the frame, before the edits and taps are handed over:
     * a 30-second timer running out then is no reason to say the page has not loaded.
     */
    earlyTapsHydrated?: boolean;
  }
}

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
 * If a script fails to load, or the page has not started after 30 seconds, the taps are released at once, to do what
 * they do without JavaScript. What does nothing useful without it (`data-needs-scripts`: a send button whose form
 * needs the spam check's proof) is the exception: its taps are dropped, and later ones do nothing until the page has
 * started, as if it were disabled, so that what was typed is not posted away to come back as an empty form.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(){var held=[],edited=[],holding=true,started=false,OWN='[data-handles-early-input]',NEEDS='[data-needs-scripts]';` +
  `function hold(event){if(started||event.button!==0||event.metaKey||event.ctrlKey||event.shiftKey||event.altKey)return;` +
  `var control=event.target.closest&&event.target.closest('button,input[type=submit],[data-waits-for-scripts]');if(!control||control.closest(OWN))return;` +
  `if(!holding){if(control.closest(NEEDS))event.preventDefault();return}` +
  `event.preventDefault();event.stopImmediatePropagation();if(held.indexOf(control)<0)held.push(control)}` +
  `function note(event){var field=event.target;if(!holding||!field.closest||field.closest(OWN)||edited.indexOf(field)>=0)return;` +
  `if(Object.keys(field).some(function(key){return key.indexOf('__reactProps$')===0}))return;edited.push(field)}` +
  `function release(){if(!holding)return;holding=false;` +
  `held.forEach(function(control){if(control.isConnected&&(started||!control.closest(NEEDS)))control.click()})}` +
  `addEventListener('click',hold,true);addEventListener('input',note,true);addEventListener('change',note,true);` +
  `addEventListener('error',function(event){if(event.target&&event.target.tagName==='SCRIPT')release()},true);` +
  `window.earlyEdits=edited;window.releaseEarlyTaps=function(){started=true;removeEventListener('click',hold,true);release()};` +
  `setTimeout(release,30000)})()`;

declare global {
  interface Window {
    /** Set by EARLY_TAPS_SCRIPT: the fields edited before React had them. */
    earlyEdits?: Element[];
    /** Set by EARLY_TAPS_SCRIPT: the page has started; replays the taps it held (once). */
    releaseEarlyTaps?: () => void;
  }
}

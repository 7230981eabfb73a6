/**
 * A page's scripts are fetched after its first paint (src/server/http/scripts-after-first-paint.ts), so a visitor can
 * tap a control before the code behind it has started. A button or a link marked `data-waits-for-scripts` (one that opens
 * a dialog instead of going to its address) would then do nothing, or do what it does without JavaScript, and the tap
 * that React would have answered a moment later is lost.
 *
 * This script, the first thing in the page's body, holds such taps instead (an Enter or Space on a focused control is a
 * click too), each control once, and hands them to the page when its scripts have started: `releaseEarlyTaps` then
 * clicks each held control again, and React answers as if it had been there all along. Ordinary links are left alone:
 * without scripts they still go where they say. If the scripts never start, the taps are released after ten seconds,
 * to do what they do without JavaScript.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(){var held=[],holding=true;` +
  `function hold(event){if(!holding||event.button!==0||event.metaKey||event.ctrlKey||event.shiftKey||event.altKey)return;` +
  `var control=event.target.closest&&event.target.closest('button,input[type=submit],[data-waits-for-scripts]');if(!control)return;` +
  `event.preventDefault();event.stopImmediatePropagation();if(held.indexOf(control)<0)held.push(control)}` +
  `function release(){if(!holding)return;holding=false;removeEventListener('click',hold,true);` +
  `held.forEach(function(control){if(control.isConnected)control.click()})}` +
  `addEventListener('click',hold,true);window.releaseEarlyTaps=release;setTimeout(release,10000)})()`;

declare global {
  interface Window {
    /** Set by EARLY_TAPS_SCRIPT: replays the taps it held (once). */
    releaseEarlyTaps?: () => void;
  }
}

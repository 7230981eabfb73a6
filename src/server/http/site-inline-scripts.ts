import { EARLY_TAPS_SCRIPT } from '@/components/layout/early-taps';
import { consentModeBootstrap } from '@/features/consent/consent-cookies';
import { markTodayScript } from '@/features/restaurants/components/mark-today-script';
import { applyStatusBeforePaint } from '@/features/restaurants/components/opening-status-script';
import { isFirstPaintLoader } from './scripts-after-first-paint';

/**
 * The inline scripts a page of the site may run, recognised by their form (docs/decisions/0054). A page's policy names
 * only these by their hashes: a script that reached a page any other way (through content, say) is not named, and the
 * browser refuses it. Anything new that the site writes inline must be added here, or it is refused too (the request
 * hygiene test reads every page for scripts this does not recognise).
 */

/** The site's own, each a constant (src/app/(site)/layout.tsx and the restaurant page's opening hours). */
const SITE_SCRIPTS = new Set([consentModeBootstrap, EARLY_TAPS_SCRIPT, markTodayScript, applyStatusBeforePaint]);

/**
 * Next's page data (the React Server Components payload), as its app renderer writes it
 * (next/dist/server/app-render/use-flight-response): a start, then pieces that each hand one JSON value to
 * `self.__next_f`. JSON is data: whatever a piece holds, it runs no code of its own. Next writes `<` as \u003c in them.
 */
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = 'self.__next_f.push(';

function isFlightPush(script: string): boolean {
  if (!script.startsWith(FLIGHT_PUSH) || !script.endsWith(')')) return false;
  try {
    const value: unknown = JSON.parse(script.slice(FLIGHT_PUSH.length, -1));
    return Array.isArray(value) && (value[0] === 1 || value[0] === 2 || value[0] === 3);
  } catch (error) {
    if (error instanceof SyntaxError) return false;
    throw error;
  }
}

function isFlightScript(script: string): boolean {
  if (script.includes('<')) return false;
  if (script === FLIGHT_START) return true;
  // The start may carry a form's state, for a form posted without JavaScript.
  if (script.startsWith(`${FLIGHT_START};`)) return isFlightPush(script.slice(FLIGHT_START.length + 1));
  return isFlightPush(script);
}

/**
 * Turbopack's start of a page (next/dist/server/get-page-files.js, getTurbopackChunkGroupBootstrap): a line per
 * chunk group, each handing the names of its script files and the numbers of its first modules to Turbopack's chunk
 * loader. Recognised only with exactly that data: files under static/chunks/ (which the policy allows from 'self'
 * anyway) and whole numbers.
 */
const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

function isChunkGroupParams(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, list]) =>
    key === 'otherChunks'
      ? Array.isArray(list) && list.every((file) => typeof file === 'string' && /^static\/chunks\/[\w.-]+\.js$/.test(file))
      : key === 'runtimeModuleIds' && Array.isArray(list) && list.every((id) => Number.isInteger(id)),
  );
}

function isTurbopackBootstrap(script: string): boolean {
  if (script.includes('<')) return false;
  return script.split('\n').every((line) => {
    if (!line.startsWith(TURBOPACK_PUSH) || !line.endsWith(');')) return false;
    try {
      return isChunkGroupParams(JSON.parse(line.slice(TURBOPACK_PUSH.length, -2)));
    } catch (error) {
      if (error instanceof SyntaxError) return false;
      throw error;
    }
  });
}

/** Whether an inline script's text is one the site or its renderer writes. */
export const isSiteInlineScript = (script: string) =>
  SITE_SCRIPTS.has(script) || isFlightScript(script) || isFirstPaintLoader(script) || isTurbopackBootstrap(script);

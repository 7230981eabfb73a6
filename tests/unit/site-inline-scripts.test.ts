import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@/components/layout/early-taps';
import { consentModeBootstrap } from '@/features/consent/consent-cookies';
import { markTodayScript } from '@/features/restaurants/components/mark-today-script';
import { applyStatusBeforePaint } from '@/features/restaurants/components/opening-status-script';
import { inlineScriptHashes, runnableInlineScripts } from '@/server/http/script-policy';
import { scriptsAfterFirstPaint } from '@/server/http/scripts-after-first-paint';
import { isSiteInlineScript } from '@/server/http/site-inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
/** Turbopack's start of a page, as a built page carries it. */
const TURBOPACK_START =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/2v4h0efwtcbd5.js","static/chunks/0g8fmqx57c279.js"],"runtimeModuleIds":[494553]});';
const FLIGHT_DATA = 'self.__next_f.push([1,"1:I[\\"chunk\\"]\\n2:{\\"text\\":\\"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\"}\\n"])';
/** A page as Next writes it, whose loader (set after the first paint) names its script files. */
const PAGE = scriptsAfterFirstPaint(
  `<html><head><script src="/_next/static/chunks/a.js" async=""></script><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/></head><body><script>${FLIGHT_START}</script><script>${FLIGHT_DATA}</script></body></html>`,
);
const loaderOf = (page: string) =>
  runnableInlineScripts(page)
    .map(String)
    .find((script) => script.startsWith('(function(scripts,preloads)'))!;

describe('the inline scripts the site writes', () => {
  it('are recognised: its own constants, Next’s page data and the loader of its script files', () => {
    for (const script of [
      consentModeBootstrap,
      EARLY_TAPS_SCRIPT,
      markTodayScript,
      applyStatusBeforePaint,
      FLIGHT_START,
      FLIGHT_DATA,
      TURBOPACK_START,
      `${TURBOPACK_START}\n${TURBOPACK_START}`,
    ]) {
      expect(isSiteInlineScript(script), script.slice(0, 60)).toBe(true);
    }
    expect(isSiteInlineScript(`${FLIGHT_START};self.__next_f.push([2,{"state":["a",1]}])`)).toBe(true);
    expect(isSiteInlineScript('self.__next_f.push([3,"AAEC"])')).toBe(true);
    expect(isSiteInlineScript(loaderOf(PAGE))).toBe(true);
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(FLIGHT_START), sha256(FLIGHT_DATA), sha256(loaderOf(PAGE))]);
  });

  it('refuse anything else, however close to one of them', () => {
    const planted = [
      'alert(1)',
      `${consentModeBootstrap};alert(1)`,
      ` ${EARLY_TAPS_SCRIPT}`,
      `${FLIGHT_START};alert(1)`,
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([1,"a"]);alert(1);self.__next_f.push([1,"b"])',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"a"],alert(1))',
      'self.__next_f.push([4,"a"])',
      'self.__next_f.push({"0":1})',
      'self.__next_f.push([1,"<!--<script>"])',
      'self.__next_f.push([1,"a"])//',
      TURBOPACK_START.replace('static/chunks/2v4h0efwtcbd5.js', 'https://evil.example/a.js'),
      TURBOPACK_START.replace('[494553]', '[alert(1)]'),
      TURBOPACK_START.replace('"runtimeModuleIds"', '"then"'),
      `${TURBOPACK_START}alert(1)`,
      `${TURBOPACK_START}\nalert(1)`,
      TURBOPACK_START.replaceAll('TURBOPACK', 'dataLayer'),
      loaderOf(PAGE).replace('/_next/static/chunks/a.js', 'https://evil.example/a.js'),
      loaderOf(PAGE).replace('"],[', '"].concat(alert(1)),['),
      loaderOf(PAGE).replace('setTimeout(start,5000)', 'setTimeout(start,5000);alert(1)'),
    ];
    for (const script of planted) expect(isSiteInlineScript(script), script.slice(0, 80)).toBe(false);
  });

  it('leave a script planted in a page (through content, say) out of its policy', () => {
    const planted = PAGE.replace('<body>', '<body><div class="rich-text"><script>fetch("/steal?c="+document.cookie)</script></div>');
    const hashes = inlineScriptHashes(planted);
    expect(hashes).toEqual(inlineScriptHashes(PAGE));
    expect(hashes).not.toContain(sha256('fetch("/steal?c="+document.cookie)'));
  });
});

// Property (docs/decisions/0024-announcement-html-sanitised-on-the-server.md): whatever HTML an operator saves
// — random mixes of script elements, on* handlers, javascript: and data: URLs, SVG, MathML, frames and broken
// markup — the content the server stores, rendered in Chromium the two ways the sites render it (inserted
// with innerHTML, and as a whole document), never runs a script. Each payload's script calls `__ran()`; the
// page counts the calls. A control run first shows that the unsanitised payloads do run in this harness, so
// the property can fail.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { createSiteAnnouncementEndpoint, deleteSiteAnnouncementEndpoint } from '@orbit/contracts/announcements';
import { PROPERTY_SEED, propertyRuns } from '@orbit/contracts/testing/property-runs';
import { launchBrowser, operatorApi } from '../support.ts';

const RUN = '__ran()';
/** Pieces that run RUN when rendered unsanitised (some only in a whole document, some only when clicked). */
const DANGEROUS = [
  `<script>${RUN}</script>`,
  `<img src="x:" onerror="${RUN}">`,
  `<svg onload="${RUN}"><circle r="1"/></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<iframe src="javascript:parent.${RUN}"></iframe>`,
  `<object data="javascript:parent.${RUN}"></object>`,
  `<embed src="javascript:parent.${RUN}">`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<body onload="${RUN}">`,
  `<a href="javascript:${RUN}">link</a>`,
  `<a href=" JaVaScRiPt:${RUN}">link</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">link</a>`,
  `<math><mtext><table><mglyph><style><img src="x:" onerror="${RUN}">`,
  `<noscript><p title="</noscript><img src=x: onerror=${RUN}>">`,
  `<style>@import 'javascript:${RUN}';</style>`,
  `<input autofocus onfocus="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<form><button formaction="javascript:${RUN}">go</button></form>`,
  `<p style="background:url(javascript:${RUN})">styled</p>`,
];
const SAFE = [
  '<p>Hello</p>',
  '<strong>bold</strong>',
  '<a href="https://example.com">ok</a>',
  '<ul><li>one</li></ul>',
  'plain text',
  '<img src="/media/x.png" alt="x">',
];
const NOISE = ['<', '>', '"', "'", '</', '=', '<scr', 'ipt>', '<!--', '-->', '<![CDATA[', ']]>'];

const html = fc
  .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...DANGEROUS) }, fc.constantFrom(...SAFE), fc.constantFrom(...NOISE), fc.string({ maxLength: 6 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

let browser: Browser;
let page: Page;
let operator: Awaited<ReturnType<typeof operatorApi>>;

before(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  operator = await operatorApi();
});
after(() => browser.close());

/**
 * The part of the check that runs in the page, as source text: handed to the browser as it is, so the test
 * runner's compiler cannot add helpers to it that the page does not have.
 */
const IN_PAGE = `async (markup) => {
  const box = document.createElement('div');
  box.innerHTML = markup;
  document.body.append(box);
  const settled = (element) =>
    new Promise((resolve) => {
      if (element instanceof HTMLImageElement && element.complete) return resolve();
      element.addEventListener('load', () => resolve(), { once: true });
      element.addEventListener('error', () => resolve(), { once: true });
      setTimeout(resolve, 2000);
    });
  await Promise.all(Array.from(document.querySelectorAll('img, iframe, object, embed, video source')).map(settled));
  for (const target of Array.from(document.querySelectorAll('a, area, button'))) {
    // Opening a new tab or leaving the page would end the check, not run a script.
    target.removeAttribute('target');
    target.addEventListener('click', (event) => {
      const href = target.getAttribute('href') ?? target.getAttribute('formaction') ?? '';
      if (!/^\\s*javascript:/i.test(href)) event.preventDefault();
    });
    target.click();
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return window.__count;
}`;

/**
 * Renders the HTML both ways on a blank page and answers how many times a script ran. Every link, area and
 * button is clicked too, since a javascript: URL runs only then. It waits for every image and frame to load
 * or fail, so a handler that would fire has fired before the count is read.
 */
async function scriptsRun(content: string): Promise<number> {
  await page.setContent(
    `<!doctype html><html><head><script>window.__count = 0; window.__ran = () => { window.__count += 1; };</script></head><body>${content}</body></html>`,
    {
      waitUntil: 'load',
    },
  );
  return (await page.evaluate(`(${IN_PAGE})(${JSON.stringify(content)})`)) as number;
}

async function storedContent(raw: string): Promise<string> {
  const created = await operator.call(createSiteAnnouncementEndpoint, {
    body: {
      group: 'promotion',
      type: 'PR',
      title: { EN: 'sanitiser property' },
      content: { EN: raw },
      audience: 'agents',
      startsAt: null,
      endsAt: null,
      pinned: false,
      sortOrder: 9999,
      enabled: false,
    },
  });
  await operator.call(deleteSiteAnnouncementEndpoint, { params: { id: created.id } });
  return created.content.EN;
}

test('the harness sees a script run when the HTML is not sanitised', async () => {
  for (const piece of [DANGEROUS[0]!, DANGEROUS[1]!, DANGEROUS[10]!]) {
    assert.ok((await scriptsRun(piece)) > 0, `control: ${piece} runs unsanitised`);
  }
});

test('HTML the server stored never runs a script in Chromium, whatever the operator sent', async () => {
  await fc.assert(
    fc.asyncProperty(html, async (raw) => {
      const stored = await storedContent(raw);
      assert.equal(await scriptsRun(stored), 0, `stored ${JSON.stringify(stored)} from ${JSON.stringify(raw)} ran a script`);
    }),
    { numRuns: propertyRuns(100), seed: PROPERTY_SEED },
  );
});

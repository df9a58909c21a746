// Announcements end to end: the operator writes them (sanitised, audited, own merchant only), visitors and
// members read the ones showing now for their audience and language, and each popup shows a member once,
// with "do not show today" kept by the server until the merchant's next day.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import {
  listSiteAnnouncementsEndpoint,
  createSiteAnnouncementEndpoint,
  deleteSiteAnnouncementEndpoint,
  duePopupsEndpoint,
  memberNoticesEndpoint,
  publicNoticesEndpoint,
  seenPopupsEndpoint,
  updateSiteAnnouncementEndpoint,
  type AnnouncementInput,
} from '@orbit/contracts/announcements';
import type { ApiClient } from '@orbit/contracts/client';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { announcements } from '../src/db/schema/content.ts';
import { sanitiseContent } from '../src/modules/content/sanitise.ts';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { clientOf, placeMember } from './support/agents.ts';
import { consoleApi, failure } from './support/members.ts';
import { newOperator } from './support/four-eyes.ts';

const HOUR = 3_600_000;

function input(change: Partial<AnnouncementInput> = {}): AnnouncementInput {
  return {
    group: 'player',
    type: 'PL',
    title: { EN: 'Bank account changed', MS: 'Akaun bank bertukar' },
    content: { EN: '<p>Please use the <strong>new</strong> account.</p>' },
    audience: 'everyone',
    startsAt: null,
    endsAt: null,
    pinned: false,
    sortOrder: 0,
    enabled: true,
    ...change,
  };
}

describe('announcements', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;
  let cms: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(announcements);
    cms = await consoleApi(t);
  });

  const visitorTitles = async (query: Record<string, unknown> = {}, language = 'EN') =>
    (await t.client(() => ({ language })).call(publicNoticesEndpoint, { query })).items.map((n) => n.title);

  it('stores sanitised content: scripts, handlers and javascript: links never reach a reader', async () => {
    const created = await cms.call(createSiteAnnouncementEndpoint, {
      body: input({
        content: {
          EN: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <img src="/a.png" onerror="alert(3)"></p>',
          MS: '<iframe src="https://evil.example"></iframe>',
        },
      }),
    });
    expect(created.content.EN).toBe('<p>Hello <a rel="noopener noreferrer" target="_blank">x</a> <img src="/a.png" /></p>');
    // A translation that sanitises to nothing is dropped: Malay readers get the English text.
    expect(created.content.MS).toBeUndefined();
    const [stored] = await t.database.db.select().from(announcements);
    expect(JSON.stringify(stored!.content)).not.toMatch(/script|onclick|onerror|javascript|iframe/i);
    const [notice] = (await t.client(() => ({ language: 'MS' })).call(publicNoticesEndpoint)).items;
    expect(notice).toMatchObject({ title: 'Akaun bank bertukar', content: created.content.EN });
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const start = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const bad = [
      input({ startsAt: start, endsAt: start }),
      input({ title: { EN: 'x'.repeat(201) } }),
      input({ title: { EN: '   ' } }),
      input({ content: { EN: 'x'.repeat(20_001) } }),
    ];
    const fields = [];
    for (const body of bad) {
      const refused = await failure(cms.call(createSiteAnnouncementEndpoint, { body }));
      expect(refused).toMatchObject({ errorCode: 'validation_failed', status: 400 });
      fields.push(refused.field);
    }
    expect(fields).toEqual(['endsAt', 'title.EN', 'title.EN', 'content.EN']);
    expect(await t.database.db.select().from(announcements)).toHaveLength(0);
  });

  it('shows an announcement only between its start and end, and only while enabled', async () => {
    const now = t.clock.now().getTime();
    await cms.call(createSiteAnnouncementEndpoint, { body: input({ title: { EN: 'later' }, startsAt: new Date(now + HOUR).toISOString() }) });
    await cms.call(createSiteAnnouncementEndpoint, { body: input({ title: { EN: 'now' }, endsAt: new Date(now + 2 * HOUR).toISOString() }) });
    const off = await cms.call(createSiteAnnouncementEndpoint, { body: input({ title: { EN: 'off' } }) });
    await cms.call(updateSiteAnnouncementEndpoint, { params: { id: off.id }, body: input({ title: { EN: 'off' }, enabled: false }) });
    expect(await visitorTitles()).toEqual(['now']);
    t.clock.advance(HOUR);
    expect((await visitorTitles()).sort()).toEqual(['later', 'now']);
    t.clock.advance(HOUR);
    expect(await visitorTitles()).toEqual(['later']);
  });

  it('pages notices nine at a time, pinned first, and filters by group and type', async () => {
    for (let i = 1; i <= 11; i += 1) {
      t.clock.advance(1000);
      await cms.call(createSiteAnnouncementEndpoint, { body: input({ title: { EN: `n${i}` }, pinned: i === 2 }) });
    }
    await cms.call(createSiteAnnouncementEndpoint, { body: input({ group: 'promotion', type: 'PR', title: { EN: 'promo' } }) });
    const first = await t.client().call(publicNoticesEndpoint, { query: { group: 'player' } });
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 9 });
    expect(first.items.map((n) => n.title)).toEqual(['n2', 'n11', 'n10', 'n9', 'n8', 'n7', 'n6', 'n5', 'n4']);
    expect(await visitorTitles({ group: 'player', page: 2 })).toEqual(['n3', 'n1']);
    expect(await visitorTitles({ type: 'PR' })).toEqual(['promo']);
  });

  it('targets everyone, logged-in members or agents only', async () => {
    for (const audience of ['everyone', 'members', 'agents'] as const) {
      await cms.call(createSiteAnnouncementEndpoint, { body: input({ title: { EN: audience }, audience }) });
    }
    const member = await clientOf(t, merchant, await placeMember(t, merchant, { type: 0 }));
    const agent = await clientOf(t, merchant, await placeMember(t, merchant, { type: 1 }));
    const titles = async (api: ApiClient) => (await api.call(memberNoticesEndpoint)).items.map((n) => n.title).sort();
    expect(await visitorTitles()).toEqual(['everyone']);
    expect(await titles(member)).toEqual(['everyone', 'members']);
    expect(await titles(agent)).toEqual(['agents', 'everyone', 'members']);
  });

  it("shows each popup to a member once, and none for the rest of the merchant's day after do-not-show-today", async () => {
    // 10:00 in Kuala Lumpur (UTC+8).
    t.clock.set('2027-01-05T02:00:00Z');
    cms = await consoleApi(t);
    const first = await cms.call(createSiteAnnouncementEndpoint, { body: input({ group: 'popup', type: 'PU', title: { EN: 'Maintenance tonight' } }) });
    await cms.call(createSiteAnnouncementEndpoint, { body: input({ title: { EN: 'not a popup' } }) });
    const someone = await placeMember(t, merchant);
    const api = await clientOf(t, merchant, someone);
    const due = await api.call(duePopupsEndpoint);
    expect(due.items.map((n) => n.title)).toEqual(['Maintenance tonight']);
    expect(await api.call(seenPopupsEndpoint, { body: { ids: [first.id], doNotShowToday: false } })).toEqual({ recorded: 1 });
    expect((await api.call(duePopupsEndpoint)).items).toEqual([]);
    // Another member still gets it.
    const other = await clientOf(t, merchant, await placeMember(t, merchant));
    expect((await other.call(duePopupsEndpoint)).items).toHaveLength(1);

    await api.call(seenPopupsEndpoint, { body: { ids: [], doNotShowToday: true } });
    await cms.call(createSiteAnnouncementEndpoint, { body: input({ group: 'popup', type: 'PU', title: { EN: 'New bank account' } }) });
    expect((await api.call(duePopupsEndpoint)).items).toEqual([]);
    // 23:59 is still the same day in Kuala Lumpur; 00:00 is the next.
    t.clock.set('2027-01-05T15:59:00Z');
    expect((await (await clientOf(t, merchant, someone)).call(duePopupsEndpoint)).items).toEqual([]);
    t.clock.set('2027-01-05T16:00:00Z');
    const next = await (await clientOf(t, merchant, someone)).call(duePopupsEndpoint);
    expect(next.items.map((n) => n.title)).toEqual(['New bank account']);
  });

  it("keeps each merchant's announcements to itself", async () => {
    const other = await siteRepo.insertMerchant(t.database.db, {
      code: 'OTHERNEWS',
      name: 'Other Brand',
      currency: 'MYR',
      currencySymbol: 'RM',
      timeZone: 'Asia/Kuala_Lumpur',
      settings: defaultSettings('Other Brand'),
    });
    const now = t.clock.now();
    const [theirs] = await t.database.db
      .insert(announcements)
      .values({
        merchantId: other.id,
        group: 'popup',
        type: 'PU',
        title: { EN: 'theirs' },
        content: { EN: '' },
        audience: 'everyone',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await cms.call(createSiteAnnouncementEndpoint, { body: input({ title: { EN: 'ours' } }) });

    expect((await cms.call(listSiteAnnouncementsEndpoint)).items.map((a) => a.title.EN)).toEqual(['ours']);
    expect(await failure(cms.call(updateSiteAnnouncementEndpoint, { params: { id: theirs!.id }, body: input() }))).toMatchObject({ errorCode: 'not_found' });
    expect(await failure(cms.call(deleteSiteAnnouncementEndpoint, { params: { id: theirs!.id } }))).toMatchObject({ errorCode: 'not_found' });
    expect(await visitorTitles()).toEqual(['ours']);
    expect((await t.client(() => ({ merchant: other.code })).call(publicNoticesEndpoint)).items.map((n) => n.title)).toEqual(['theirs']);
    // A member cannot mark another merchant's popup as seen.
    const api = await clientOf(t, merchant, await placeMember(t, merchant));
    expect(await api.call(seenPopupsEndpoint, { body: { ids: [theirs!.id], doNotShowToday: false } })).toEqual({ recorded: 0 });
    expect((await t.database.db.select().from(announcements)).find((a) => a.id === theirs!.id)?.title).toEqual({ EN: 'theirs' });
  });

  it('audits every change and lets only roles with the content permissions in', async () => {
    const created = await cms.call(createSiteAnnouncementEndpoint, { body: input() });
    await cms.call(updateSiteAnnouncementEndpoint, { params: { id: created.id }, body: input({ pinned: true }) });
    await cms.call(deleteSiteAnnouncementEndpoint, { params: { id: created.id } });
    const actions = (
      await Promise.all(
        ['create', 'update', 'delete'].map((a) => cms.call(listAuditEndpoint, { query: { page: 1, pageSize: 5, action: `content.announcement.${a}` } })),
      )
    ).map((page) => page.items[0]?.target);
    expect(actions).toEqual([String(created.id), String(created.id), String(created.id)]);

    const support = await newOperator(t, 'support', 'sup');
    expect((await support.api.call(listSiteAnnouncementsEndpoint)).items).toEqual([]);
    expect(await failure(support.api.call(createSiteAnnouncementEndpoint, { body: input() }))).toMatchObject({ errorCode: 'forbidden', status: 403 });
    const finance = await newOperator(t, 'finance', 'fin');
    expect(await failure(finance.api.call(listSiteAnnouncementsEndpoint))).toMatchObject({ errorCode: 'forbidden' });
    const content = await newOperator(t, 'content', 'cnt');
    expect((await content.api.call(createSiteAnnouncementEndpoint, { body: input() })).title.EN).toBe('Bank account changed');
  });
});

describe('the content sanitiser', () => {
  const tag = fc.constantFrom('p', 'a', 'img', 'script', 'SCRIPT', 'svg', 'iframe', 'div', 'span', 'style', 'b', 'math', 'object', 'body');
  const attribute = fc.tuple(
    fc.constantFrom('onclick', 'onerror', 'ONLOAD', 'onmouseover', 'href', 'src', 'style', 'title', 'formaction'),
    fc.constantFrom('alert(1)', 'javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,<script>x</script>', '/ok.png', 'https://ok.example'),
  );
  const element = fc
    .tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.string({ maxLength: 10 }), fc.boolean())
    .map(([name, attrs, inner, close]) => `<${name}${attrs.map(([k, v]) => ` ${k}="${v}"`).join('')}>${inner}${close ? `</${name}>` : ''}`);
  const html = fc
    .array(fc.oneof(element, fc.string({ maxLength: 8 }), fc.constantFrom('<', '>', '"', "'", '<scr', 'ipt>', '</', '=')), { maxLength: 12 })
    .map((parts) => parts.join(''));

  it('never keeps a <script>, an on* handler or a javascript: or data: URL, whatever the HTML', () => {
    fc.assert(
      fc.property(html, (raw) => {
        const clean = sanitiseContent(raw);
        // Text and attribute values come out escaped, so every "<" left opens a real tag: read each one.
        const tags = [...clean.matchAll(/<\/?([a-z0-9]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/gi)];
        expect(tags).toHaveLength(clean.split('<').length - 1);
        for (const [, name, attributes] of tags) {
          expect(['script', 'style', 'iframe', 'svg', 'math', 'object']).not.toContain(name!.toLowerCase());
          for (const [, key, value] of attributes!.matchAll(/\s+([^\s=>]+)(?:="([^"]*)")?/g)) {
            expect(key!.toLowerCase()).not.toMatch(/^on/);
            expect(key!.toLowerCase()).not.toBe('style');
            if (key === 'href' || key === 'src') expect(value!.trim().toLowerCase()).not.toMatch(/^(javascript|data):/);
          }
        }
        // Sanitising is stable: what was stored sanitises to itself.
        expect(sanitiseContent(clean)).toBe(clean);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});

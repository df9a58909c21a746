// The member's saved site language (restored when they log in on another device) and the player relay's
// avatar call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { memberInfoEndpoint } from '@orbit/contracts/member';
import { playerAvatarEndpoint, setStockAvatarEndpoint, updateLanguageEndpoint } from '@orbit/contracts/member-security';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi, failure, loginMember, memberClient, registerMember } from './support/members.ts';

describe('member language and avatar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves a language the merchant offers, audited, and answers it in the info of a later login', async () => {
    const session = await registerMember(t);
    const member = memberClient(t, session.token);
    expect((await member.call(memberInfoEndpoint)).language).toBeNull();
    expect(await member.call(updateLanguageEndpoint, { body: { language: 'MS' } })).toEqual({ language: 'MS' });

    const again = await loginMember(t, session.username, session.password);
    if (again.state !== 'ok') throw new Error('expected a session');
    expect((await memberClient(t, again.token).call(memberInfoEndpoint)).language).toBe('MS');

    const audit = await (await consoleApi(t)).call(listAuditEndpoint, { query: { page: 1, pageSize: 5, action: 'member.language' } });
    expect(audit.items[0]).toMatchObject({ target: session.username, detail: { language: 'MS' } });
  });

  it('refuses a language the merchant does not offer, or no language at all, and keeps the saved one', async () => {
    const session = await registerMember(t);
    const member = memberClient(t, session.token);
    await member.call(updateLanguageEndpoint, { body: { language: 'CN' } });
    // Thai is a known language, but the demo merchant offers EN, MS and CN only.
    expect(await failure(member.call(updateLanguageEndpoint, { body: { language: 'TH' } }))).toEqual({
      errorCode: 'validation_failed',
      status: 400,
      field: 'language',
    });
    expect(await failure(member.call(updateLanguageEndpoint, { body: { language: 'XX' as never } }))).toMatchObject({ errorCode: 'validation_failed' });
    expect((await member.call(memberInfoEndpoint)).language).toBe('CN');
    expect(await failure(t.client().call(updateLanguageEndpoint, { body: { language: 'EN' } }))).toMatchObject({ status: 401 });
  });

  it('answers the avatar through the player relay call, after a change too', async () => {
    const session = await registerMember(t);
    const member = memberClient(t, session.token);
    expect(await member.call(playerAvatarEndpoint)).toEqual({ avatar: null, avatarType: null });
    await member.call(setStockAvatarEndpoint, { body: { stock: 'koi' } });
    expect(await member.call(playerAvatarEndpoint)).toEqual({ avatar: '/avatars/koi.svg', avatarType: 'STATIC' });
    expect(await failure(t.client().call(playerAvatarEndpoint))).toMatchObject({ status: 401 });
  });
});

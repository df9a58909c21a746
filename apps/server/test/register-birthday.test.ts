// A merchant that asks for a date of birth at registration takes only one at least 21 years back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { changeSettings, consoleApi, failure, newUsername, registerMember } from './support/members.ts';

describe('birthday at registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // 2026-11-27 in Malaysia (the demo merchant's time zone) all day.
    t.clock.set(new Date('2026-11-27T04:00:00Z'));
    await changeSettings(await consoleApi(t), 'registerRules', (rules: Record<string, unknown>) => ({
      ...rules,
      birthday: { enabled: true, required: true, patternId: null, acceptedPattern: null, minLength: 10, maxLength: 10 },
    }));
  });
  afterAll(() => t.close());

  const countOf = async (username: string) => (await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, username))).length;

  it('refuses a birthday less than 21 years back, or not a real date, and registers nobody', async () => {
    for (const birthday of ['2005-11-28', '2010-01-01', '2001-02-30', '27/11/2001']) {
      const username = newUsername('young');
      const refused = await failure(registerMember(t, { username, birthday }));
      expect(refused).toEqual({ errorCode: 'validation_failed', status: 400, field: 'birthday' });
      expect(await countOf(username)).toBe(0);
    }
    expect(await failure(registerMember(t, { username: newUsername('none') }))).toMatchObject({ field: 'birthday' });
  });

  it('registers a member who turns 21 today, keeping the birthday', async () => {
    const username = newUsername('adult');
    await registerMember(t, { username, birthday: '2005-11-27' });
    const [row] = await t.database.db.select({ contacts: members.contacts }).from(members).where(eq(members.username, username));
    expect(row?.contacts).toMatchObject({ birthday: '2005-11-27' });
  });
});

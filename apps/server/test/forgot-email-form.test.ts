// The forgot-password-by-e-mail call takes an HTML form's encoding as well as JSON; no other call does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { latestResetToken, newUsername, registerMember } from './support/members.ts';
import { solveVerification } from './support/verification.ts';

describe('forgot password by e-mail, form-encoded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('sends the reset e-mail for a form-encoded username and e-mail', async () => {
    const email = `${newUsername('form')}@example.com`;
    const { username } = await registerMember(t, { email });
    const reply = await post('/wps/member/password/email', { username, email, verification: await solveVerification(t.client()) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, value: { sent: true } });
    expect(await latestResetToken(t, email)).toMatch(/\S+/);
  });

  it('checks form fields as it checks JSON ones, and refuses the encoding on other calls', async () => {
    const bad = await post('/wps/member/password/email', { username: 'someone', email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'validation_failed', field: 'email' });
    const login = await post('/wps/session/login', { type: 'username', username: 'someone', password: 'Whatever#2026' });
    expect(login.statusCode).toBe(415);
    expect(login.json()).toMatchObject({ success: false, errorCode: 'unsupported_media_type' });
  });
});

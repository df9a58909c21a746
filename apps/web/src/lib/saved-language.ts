// The member's site language kept on the server (docs/members.md, "Language"): saved when a logged-in member
// picks one, and put back when they log in, so another device or browser opens in the same language.
import { updateLanguageEndpoint } from '@orbit/contracts/member-security';
import { api } from './api.ts';
import { changeLanguage, currentLanguage } from './i18n.ts';
import { getToken } from './session.ts';

/** Saves the choice for a logged-in member; a failure only means the next device starts in its own language. */
export async function saveMemberLanguage(code: string): Promise<void> {
  if (!getToken()) return;
  await api.call(updateLanguageEndpoint, { body: { language: code as never } }).catch(() => undefined);
}

/**
 * Switches to the language the member saved (the server keeps only languages the merchant offers) when it is
 * not the one shown. Answers whether it switched (the caller re-reads replies that depend on the language).
 */
export async function restoreMemberLanguage(saved: string | null): Promise<boolean> {
  if (!saved || currentLanguage().code === saved) return false;
  await changeLanguage(saved);
  return true;
}

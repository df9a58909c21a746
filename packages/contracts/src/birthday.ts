// The birthday a merchant may ask for at registration, and the age it must show: a member confirms a
// birthday at least 21 years back (the 18+ box is a separate agreement). Shared by the server's check and
// the register form's, so both count a birthday the same way (docs/members.md, "Registering").

/** The youngest age a confirmed birthday may show. */
export const BIRTHDAY_MIN_AGE = 21;
export const BIRTHDAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day's date as yyyy-MM-dd in a time zone (the merchant's). */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Whole years from a yyyy-MM-dd birthday to a yyyy-MM-dd day; null when the birthday is not a real date or is after the day. */
export function ageOn(birthday: string, day: string): number | null {
  const born = BIRTHDAY_PATTERN.exec(birthday);
  const now = BIRTHDAY_PATTERN.exec(day);
  if (!born || !now) return null;
  const [year, month, date] = [Number(born[1]), Number(born[2]), Number(born[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  const [nowYear, nowMonth, nowDate] = [Number(now[1]), Number(now[2]), Number(now[3])];
  const age = nowYear - year - (nowMonth < month || (nowMonth === month && nowDate < date) ? 1 : 0);
  return age < 0 ? null : age;
}

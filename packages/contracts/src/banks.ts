// The banks a merchant lists for its members' withdrawal accounts: the schema of one entry, the catalogue of
// Malaysian banks a new merchant starts with (each with the colours of its drawn mark), and where a bank's
// logo is found. The marks are our own monograms in the bank's colours, drawn by the server; an operator may
// upload a PNG or JPEG instead (docs/wallet.md, "Banks members withdraw to").
import { z } from 'zod';
import { text } from './text.ts';

/** A bank's short code: capitals, digits and underscores; it names the bank when its display name changes. */
export const BANK_CODE_PATTERN = /^[A-Z0-9_]{2,20}$/;
/** An uploaded logo: the PNG or JPEG the console's asset upload answered (never an SVG, never another site's image). */
export const BANK_LOGO_PATTERN = /^\/media\/[0-9a-f-]{36}\.(png|jpg)$/;

export const memberBankSchema = z.object({
  code: text().regex(BANK_CODE_PATTERN, 'A bank code is 2–20 capital letters, digits or underscores'),
  name: text().trim().min(1).max(60),
  /** A disabled bank is not offered for new accounts; accounts already at it stay. */
  enabled: z.boolean(),
  /** An uploaded logo, or null for the drawn mark. */
  logo: text().regex(BANK_LOGO_PATTERN, 'A bank logo must be an uploaded PNG or JPEG').nullable(),
});
export type MemberBank = z.infer<typeof memberBankSchema>;

/** The list as a settings field: at most 60 banks, each code and name once. */
export const memberBanksSchema = z
  .array(memberBankSchema)
  .max(60)
  .superRefine((banks, context) => {
    const codes = new Set<string>();
    const names = new Set<string>();
    banks.forEach((bank, index) => {
      if (codes.has(bank.code)) context.addIssue({ code: 'custom', message: 'This bank code is listed twice', path: [index, 'code'] });
      const name = bank.name.trim().toLowerCase();
      if (names.has(name)) context.addIssue({ code: 'custom', message: 'This bank name is listed twice', path: [index, 'name'] });
      codes.add(bank.code);
      names.add(name);
    });
  });

/** A bank as the member site shows it: enabled ones only, with the logo's address resolved. */
export const offeredBankSchema = z.object({ code: text(), name: text(), logo: text() });
export type OfferedBank = z.infer<typeof offeredBankSchema>;

export interface BankMark {
  code: string;
  name: string;
  /** The two to four letters drawn on the mark. */
  monogram: string;
  background: string;
  foreground: string;
}

/** Malaysian banks members withdraw to, in the order a new merchant lists them. */
export const MALAYSIAN_BANKS: readonly BankMark[] = [
  { code: 'MBB', name: 'Maybank', monogram: 'MB', background: '#FFC72C', foreground: '#1A1A1A' },
  { code: 'CIMB', name: 'CIMB Bank', monogram: 'CIMB', background: '#D2232A', foreground: '#FFFFFF' },
  { code: 'PBB', name: 'Public Bank', monogram: 'PB', background: '#C8102E', foreground: '#FFFFFF' },
  { code: 'RHB', name: 'RHB Bank', monogram: 'RHB', background: '#005BAA', foreground: '#FFFFFF' },
  { code: 'HLB', name: 'Hong Leong Bank', monogram: 'HL', background: '#0A2D6B', foreground: '#FFFFFF' },
  { code: 'AMB', name: 'AmBank', monogram: 'Am', background: '#E31B23', foreground: '#FFD100' },
  { code: 'BIMB', name: 'Bank Islam', monogram: 'BI', background: '#9B1B45', foreground: '#FFFFFF' },
  { code: 'BSN', name: 'BSN', monogram: 'BSN', background: '#0050A0', foreground: '#FFFFFF' },
  { code: 'UOB', name: 'UOB Malaysia', monogram: 'UOB', background: '#0B2D71', foreground: '#FFFFFF' },
  { code: 'OCBC', name: 'OCBC Malaysia', monogram: 'OCBC', background: '#E2231A', foreground: '#FFFFFF' },
  { code: 'ABMB', name: 'Alliance Bank', monogram: 'AB', background: '#00386B', foreground: '#FFFFFF' },
  { code: 'AFFIN', name: 'Affin Bank', monogram: 'AF', background: '#0066B3', foreground: '#FFFFFF' },
  { code: 'BKRM', name: 'Bank Rakyat', monogram: 'BR', background: '#00539F', foreground: '#FFFFFF' },
  { code: 'BMMB', name: 'Bank Muamalat', monogram: 'BM', background: '#5B2C83', foreground: '#FFFFFF' },
  { code: 'AGRO', name: 'Agrobank', monogram: 'AG', background: '#00843D', foreground: '#FFFFFF' },
  { code: 'HSBC', name: 'HSBC Malaysia', monogram: 'HSBC', background: '#DB0011', foreground: '#FFFFFF' },
  { code: 'SCB', name: 'Standard Chartered', monogram: 'SC', background: '#0473EA', foreground: '#FFFFFF' },
  { code: 'MBSB', name: 'MBSB Bank', monogram: 'MBSB', background: '#E05A1E', foreground: '#FFFFFF' },
  { code: 'RJHI', name: 'Al Rajhi Bank', monogram: 'AR', background: '#1A3C8F', foreground: '#FFFFFF' },
  { code: 'KFH', name: 'Kuwait Finance House', monogram: 'KFH', background: '#006A4E', foreground: '#FFFFFF' },
];

/** Where the drawn mark of a bank code is served (an unknown code gets a plain monogram). */
export const BANK_MARK_PATH = '/TCG_PROD_IMAGES/BANK_LOGO/:file';

/** The logo's address: the uploaded one, else the drawn mark of its code. */
export function bankLogoUrl(bank: Pick<MemberBank, 'code' | 'logo'>): string {
  return bank.logo ?? BANK_MARK_PATH.replace(':file', `${bank.code}.svg`);
}

/** The catalogue entry of a bank name or code as older settings and accounts spelled it, if there is one. */
export function findMalaysianBank(nameOrCode: string): BankMark | undefined {
  const wanted = nameOrCode.trim().toLowerCase();
  return MALAYSIAN_BANKS.find((bank) => bank.code.toLowerCase() === wanted || bank.name.toLowerCase() === wanted);
}

/**
 * Turns a bank list saved before banks had codes (plain names) into entries: a catalogue name takes its code,
 * any other name a code made from its letters. Entries already in the new shape are kept.
 */
export function upgradeMemberBanks(stored: readonly unknown[]): MemberBank[] {
  const taken = new Set<string>();
  const upgraded: MemberBank[] = [];
  for (const entry of stored) {
    if (entry && typeof entry === 'object') {
      const bank = entry as MemberBank;
      taken.add(bank.code);
      upgraded.push(bank);
      continue;
    }
    if (typeof entry !== 'string') continue;
    let base =
      findMalaysianBank(entry)?.code ??
      (entry
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .slice(0, 16) ||
        'BANK');
    if (base.length < 2) base = `${base}_BANK`;
    let code = base;
    for (let n = 2; taken.has(code); n += 1) code = `${base}_${n}`;
    taken.add(code);
    upgraded.push({ code, name: entry, enabled: true, logo: null });
  }
  return upgraded;
}

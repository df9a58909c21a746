// Outbox bodies with their one-time codes picked out, so an operator reading a message to a member on the
// phone sees the code at once.

export interface TextPart {
  text: string;
  code: boolean;
}

/** Runs of 4 to 8 digits standing alone (not part of a longer number, a phone number or an amount). */
const CODE = /(?<![\d+.,\-/])\d{4,8}(?![\d.,\-/]\d)(?!\d)/g;

export function splitCodes(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(CODE)) {
    const start = match.index;
    if (start > last) parts.push({ text: body.slice(last, start), code: false });
    parts.push({ text: match[0], code: true });
    last = start + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last), code: false });
  return parts;
}

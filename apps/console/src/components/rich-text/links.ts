// The links the editor lets an operator make: the schemes the server's sanitiser keeps (http, https, mailto),
// so what the operator sees in the editor is what survives the save.

/** The link as stored, or null when it is empty or of a scheme the site would drop. A bare host gets https://. */
export function safeLinkHref(input: string): string | null {
  const value = input.trim();
  if (value === '' || value === 'https://' || value === 'http://') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
}

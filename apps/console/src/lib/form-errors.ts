// Server replies name the wrong input in `field`, as a dotted path that may start with the section or
// `body`; forms want the path inside their own values.
export function formPathFromServerField(field: string | undefined, section: string): string | null {
  if (!field) return null;
  let path = field.replace(/\[(\d+)\]/g, '.$1').replace(/^\.+/, '');
  for (const prefix of ['body.', `${section}.`]) if (path.startsWith(prefix)) path = path.slice(prefix.length);
  if (path === 'body' || path === section || path === '') return null;
  return path;
}

// How a member's username shows to other members (the winners board, a referrer's list of friends).

/** ab***9: the first two characters, three stars and the last one; a name of three or fewer keeps its first only. */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

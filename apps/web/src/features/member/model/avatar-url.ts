// Where an avatar's picture is: an uploaded one has a URL from the server; a stock one is a name whose
// picture ships with the site (public/avatars/<name>.svg).

export const STOCK_AVATAR_DIR = '/avatars';

export function stockAvatarUrl(name: string): string {
  return `${STOCK_AVATAR_DIR}/${name}.svg`;
}

export function avatarUrl(avatar: string | null | undefined): string | null {
  if (!avatar) return null;
  if (/^(https?:\/\/|\/|data:image\/)/.test(avatar)) return avatar;
  return /^[a-z]+$/.test(avatar) ? stockAvatarUrl(avatar) : null;
}

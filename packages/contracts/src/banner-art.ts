// The platform's own banner art (docs/support.md, "Home page"): SVGs whose words the server writes in the
// reader's language, with a visitor's call to action (register) or a member's (deposit, promotions). A banner
// whose image is this art is asked for with ?lang= and ?for=; any other image is shown as it is.
export const BANNER_ART_PREFIX = '/media/art/';
export const BANNER_ART_AUDIENCES = ['visitor', 'member'] as const;
export type BannerArtAudience = (typeof BANNER_ART_AUDIENCES)[number];

/** The address of a banner image for a reader: the art in its language and for its audience, anything else unchanged. */
export function bannerImageFor(imageUrl: string, language: string, audience: BannerArtAudience): string {
  if (!imageUrl.startsWith(BANNER_ART_PREFIX) || imageUrl.includes('?')) return imageUrl;
  return `${imageUrl}?lang=${encodeURIComponent(language.toUpperCase())}&for=${audience}`;
}

/** Where a banner leads a signed-in member: a banner inviting visitors to register invites members to deposit. */
export function bannerLinkFor(link: string | null, audience: BannerArtAudience): string | null {
  if (audience === 'member' && link !== null && /^\/register(\.html)?$/.test(link)) return '/member/depositv2';
  return link;
}

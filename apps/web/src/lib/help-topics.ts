// The About list of the footer (docs/product.md); each topic opens /help?topic=<key>.
export const ABOUT_TOPICS = ['about', 'contact', 'terms', 'responsibleGaming', 'privacy', 'affiliates', 'refund'] as const;

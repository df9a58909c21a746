// The one place announcement HTML is cleaned (ADR 0024): an allow-list of formatting tags, links to http(s)
// and mailto only, images from http(s) or the site's own paths, and nothing that runs — no <script>, <style>,
// <iframe>, no on* handlers, no style attributes, no javascript: or data: URLs. It runs before the content is
// stored, so every reader (site, console preview, API) gets the same safe HTML.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'span',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with what is inside them; other unknown tags are removed but keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens elsewhere cannot reach back into the site's window.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** Announcement HTML with everything outside the allow-list removed. */
export function sanitiseContent(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

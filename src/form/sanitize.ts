// Server-supplied captcha markup is drawn only after DOMPurify with a tight allowlist: images and plain text
// elements, no scripts, no event handlers, no styles, and image sources only from http(s) or relative URLs.
import type DOMPurify from 'dompurify';

export type Purifier = typeof DOMPurify;

const CONFIG = {
  ALLOWED_TAGS: ['img', 'span', 'div', 'p', 'b', 'strong', 'i', 'em', 'br'],
  ALLOWED_ATTR: ['src', 'alt', 'width', 'height', 'class'],
  ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/)|\.{0,2}\/)/i,
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true as const,
};

/** Returns a sanitized fragment of the markup, ready to append (no innerHTML on the live page). */
export function sanitizeCaptcha(purifier: Purifier, html: string, doc: Document = document): DocumentFragment {
  return purifier(doc.defaultView as Window & typeof globalThis).sanitize(html, CONFIG);
}

// Server-supplied captcha markup is drawn only after DOMPurify with a tight allowlist: images and plain text
// elements, no scripts, no event handlers, no styles, and image sources only from http(s) or relative URLs.
import type DOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { purifierPolicy } from '../host/trustedTypes';

export type Purifier = typeof DOMPurify;

const CONFIG = {
  ALLOWED_TAGS: ['img', 'span', 'div', 'p', 'b', 'strong', 'i', 'em', 'br'],
  ALLOWED_ATTR: ['src', 'alt', 'width', 'height', 'class'],
  // http(s), a path from the root (not `//host` or `/\\host`, which browsers read as another host), or ./ and ../
  ALLOWED_URI_REGEXP: /^(?:https?:|\/(?![/\\])|\.{1,2}\/)/i,
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true as const,
};

/** A start tag, its quoted attribute values kept whole (a `>` inside quotes does not end it). */
const START_TAG = /<[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>?/gi;
/** A start tag's quoted values and what lies between them. */
const QUOTED = /("[^"]*"|'[^']*')/;
/** An event-handler attribute name outside quotes: after whitespace, a slash or (at a part's start) a closing quote. */
const HANDLER = /(^|[\s/])(on[a-z]+)(?=[\s/>=]|$)/gi;

/**
 * Renames event-handler attributes (`onerror` → `x-onerror`) inside start tags before any parsing. Chromium checks
 * the page's CSP as soon as a parser meets an inline handler, even in an inert document, and reports a violation to
 * the console and to the host's CSP report endpoint. DOMPurify removes the renamed attributes like any other
 * attribute outside the allowlist; this step only keeps refused markup from raising reports. It is not the defence.
 */
export function withoutHandlers(html: string): string {
  return html.replace(START_TAG, (tag) =>
    tag
      .split(QUOTED)
      .map((part, i) => (i % 2 ? part : part.replace(HANDLER, '$1x-$2')))
      .join(''),
  );
}

/**
 * Returns a sanitized fragment of the markup, ready to append (no innerHTML on the live page). Under Trusted Types
 * DOMPurify parses through the widget's own policy rather than creating one of its own.
 */
export function sanitizeCaptcha(purifier: Purifier, html: string, doc: Document = document): DocumentFragment {
  const policy = purifierPolicy();
  return purifier(doc.defaultView as Window & typeof globalThis).sanitize(
    withoutHandlers(html),
    policy ? { ...CONFIG, TRUSTED_TYPES_POLICY: policy as Config['TRUSTED_TYPES_POLICY'] } : CONFIG,
  );
}

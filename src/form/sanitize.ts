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

/** Loads dist/auth-widget-sanitizer.js from beside the widget's script, once per page. */
export function scriptSanitizerLoader(scriptSrc: string | null): () => Promise<Purifier> {
  const key = '__authWidgetSanitizer';
  return () => {
    const w = window as unknown as Record<string, Purifier | undefined>;
    if (w[key]) return Promise.resolve(w[key] as Purifier);
    if (!scriptSrc) return Promise.reject(new Error('no script location to load the sanitizer from'));
    const src = new URL('auth-widget-sanitizer.js', scriptSrc).href;
    return new Promise<Purifier>((resolve, reject) => {
      let el = document.querySelector<HTMLScriptElement>('script[data-auth-widget-sanitizer]');
      if (!el) {
        el = document.createElement('script');
        el.src = src;
        el.async = true;
        el.dataset.authWidgetSanitizer = '';
        document.head.appendChild(el);
      }
      el.addEventListener('load', () => (w[key] ? resolve(w[key] as Purifier) : reject(new Error('sanitizer did not register'))), { once: true });
      el.addEventListener('error', () => reject(new Error(`could not load ${src}`)), { once: true });
    });
  };
}

// Loads one of the widget's own on-demand files (dist/auth-widget-*.js) from beside its script, once per page,
// and resolves with what it registers on `self` under `globalName`. Same origin, so the strict CSP allows it.
// React's module object itself (a namespace import would make the main script build an object of every export of
// React for it: scripts/react-named.mjs)
import React from 'react';
import * as jsx from 'react/jsx-runtime';
import { createPortal } from 'react-dom';
import type { FlowChunk } from '../data/types';
import { setScriptSrc } from './trustedTypes';
import type { CaptchaKit } from '../form/widgets/captchaKit';
import type { WebauthnModule } from '../api/ceremony';
import type { MessageFormatClass } from '../i18n/messages';

export function lazyScript<T>(scriptSrc: string | null, file: string, globalName: string): () => Promise<T> {
  return () => {
    const w = self as unknown as Record<string, T | undefined>;
    if (w[globalName]) return Promise.resolve(w[globalName] as T);
    if (!scriptSrc) return Promise.reject(new Error(`no script location to load ${file} from`));
    const src = new URL(file, scriptSrc).href;
    return new Promise<T>((resolve, reject) => {
      let el = document.querySelector<HTMLScriptElement>(`script[data-auth-widget-lazy="${file}"]`);
      if (!el) {
        el = document.createElement('script');
        setScriptSrc(el, src);
        el.async = true;
        el.dataset.authWidgetLazy = file;
        document.head.appendChild(el);
      }
      // a failed element is taken out, so that a later try (src/data/load.ts tries again) loads anew instead of
      // waiting for an element whose events have passed
      const failed = (e: Error) => {
        el.remove();
        reject(e);
      };
      el.addEventListener(
        'load',
        () => (w[globalName] ? resolve(w[globalName] as T) : failed(new Error(`${file} did not register`))),
        { once: true },
      );
      el.addEventListener('error', () => failed(new Error(`could not load ${src}`)), { once: true });
    });
  };
}

/** The on-demand files beside the script, each unless the platform brings its own loader (the npm package's). */
export function onDemand(opts: {
  scriptSrc: string | null;
  loadCaptcha?: () => Promise<CaptchaKit>;
  loadWebauthn?: () => Promise<WebauthnModule>;
  loadMessageFormat?: () => Promise<MessageFormatClass>;
  loadMarks?: () => Promise<Record<string, string>>;
}) {
  const file = <T>(name: string, global: string) => lazyScript<T>(opts.scriptSrc, `auth-widget-${name}.js`, global);
  return {
    loadCaptcha: opts.loadCaptcha ?? (() => (shareReact(), file<CaptchaKit>('captcha', '__authWidgetCaptcha')())),
    loadWebauthn: opts.loadWebauthn ?? file<WebauthnModule>('webauthn', '__authWidgetWebauthn'),
    loadMessageFormat: opts.loadMessageFormat ?? file<MessageFormatClass>('messageformat', '__authWidgetMessageFormat'),
    loadMarks: opts.loadMarks ?? file<Record<string, string>>('marks', '__authWidgetMarks'),
  };
}

/** What the on-demand files that draw import as React (src/lazy/hostReact.ts), set before the first one loads. */
const shareReact = () => {
  (self as unknown as Record<string, unknown>).__authWidgetReact ??= { React, jsx, createPortal };
};

/**
 * A flow's chunk (dist/auth-widget-flow-<name>.js), registered under a global named after it
 * (scripts/generate-data.mjs). The widgets it brings render with this React, found under another global
 * (src/lazy/hostReact.ts): one React, never a copy per chunk.
 */
export const flowScript = (scriptSrc: string | null) => (name: string) => {
  shareReact();
  const global = `__authWidgetFlow_${name.replace(/[^A-Za-z0-9]+(.)/g, (_m, c: string) => c.toUpperCase())}`;
  return lazyScript<FlowChunk>(scriptSrc, `auth-widget-flow-${name}.js`, global)();
};

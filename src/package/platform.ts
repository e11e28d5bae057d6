// The npm package's platform: no script URL to load files from, so the locales, the sanitizer, the MessageFormat 2
// runtime and the flows other than sign-on are dynamic imports. The ESM build splits them into chunks the host's bundler emits
// and loads only when needed, as the IIFE loads its files (docs/host.md).
import type { Platform } from '../host/api';
import { LOCALES } from '../i18n/locale';
import type { MessageFormatClass, Messages } from '../i18n/messages';
import type { CaptchaKit } from '../form/widgets/captchaKit';
import type { WebauthnModule } from '../api/ceremony';
import type { FlowChunk } from '../data/types';

export const esmPlatform: Platform = {
  scriptSrc: null,
  async loadLocale(locale: string): Promise<Messages> {
    // only a shipped locale name reaches the import (the widget resolves the language first)
    if (!LOCALES.includes(locale)) throw new Error(`no locale ${locale}`);
    return ((await import(`../../locales/${locale}.json`)) as { default: Messages }).default;
  },
  async loadBrandWords(locale: string, brand: string): Promise<Messages> {
    // only names the build listed reach the import (src/host/brandWords.ts asks for those alone)
    if (!/^[A-Za-z0-9_-]+$/.test(brand) || !LOCALES.includes(locale))
      throw new Error(`no words of ${brand} in ${locale}`);
    return ((await import(`../generated/brands/${brand}/${locale}.json`)) as { default: Messages }).default;
  },
  async loadCaptcha(): Promise<CaptchaKit> {
    const [purify, block] = await Promise.all([import('dompurify'), import('../form/widgets/CaptchaBlock')]);
    return { purifier: purify.default, Block: block.CaptchaBlock };
  },
  async loadWebauthn(): Promise<WebauthnModule> {
    return (await import('../api/webauthn')).webauthn;
  },
  async loadMarks(): Promise<Record<string, string>> {
    return (await import('../panels/markPaths')).MARK_PATHS;
  },
  async loadMessageFormat(): Promise<MessageFormatClass> {
    return (await import('../i18n/runtime')).WidgetMessageFormat;
  },
  async loadFlow(name: string): Promise<FlowChunk> {
    // only a chunk name (a flow file's name) reaches the import
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`no flow ${name}`);
    return ((await import(`../generated/chunks/${name}.ts`)) as { default: FlowChunk }).default;
  },
};

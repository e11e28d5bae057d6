// The npm package's platform: no script URL to load files from, so the locales, the sanitizer, the MessageFormat 2
// runtime and the flows other than sign-on are dynamic imports. The ESM build splits them into chunks the host's bundler emits
// and loads only when needed, as the IIFE loads its files (docs/host.md).
import type { Platform } from '../host/api';
import { brandWordImports, localeImports } from '../generated/imports';
import type { MessageFormatClass, Messages } from '../i18n/messages';
import type { CaptchaKit } from '../form/widgets/captchaKit';
import type { WebauthnModule } from '../api/ceremony';
import type { FlowChunk } from '../data/types';

export const esmPlatform: Platform = {
  scriptSrc: null,
  async loadLocale(locale: string): Promise<Messages> {
    // one import per locale file the build listed (src/generated/imports.ts), so a host's bundler emits only those
    const load = Object.prototype.hasOwnProperty.call(localeImports, locale) ? localeImports[locale] : null;
    if (!load) throw new Error(`no locale ${locale}`);
    return (await load()).default;
  },
  async loadBrandWords(locale: string, brand: string): Promise<Messages> {
    const key = `${brand}/${locale}`;
    const load = Object.prototype.hasOwnProperty.call(brandWordImports, key) ? brandWordImports[key] : null;
    if (!load) throw new Error(`no words of ${brand} in ${locale}`);
    return (await load()).default;
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

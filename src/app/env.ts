// What thunks, guards and effects reach besides the store: the resolved config, the API client, the data tables and
// the host port (the only way to touch the page: navigate, reload, callbacks, close). Never put into the store.
import type { Api } from '../api/client';
import type { WebauthnModule } from '../api/ceremony';
import type { PanelFiles } from '../data/types';
import type { MessageFormatClass, Messages } from '../i18n/messages';
import type { CaptchaKit } from '../form/widgets/captchaKit';
import type { ResolvedConfig } from '../host/config';
import type { Tables } from '../flow/tables';
import type { Drafts } from '../flow/drafts';
import type { Secrets } from '../flow/secrets';
import type { Adoption } from '../first/handoff';
import type { EarlyWait } from '../first/handoff';

export interface HostPort {
  navigate(url: string): void;
  /** opens the URL in a new tab, the host page staying as it is */
  open(url: string): void;
  reload(query: Record<string, string>): void;
  /** the app callback (config.callback), e.g. "TWO_FACTOR" or "Error" */
  appCallback(status: string): void;
  returnToApp(): boolean;
  /** whether the host gave this callback */
  has(callback: 'callback' | 'returnToAppCallback'): boolean;
  logoutCallback(): void;
  close(): void;
  /** the host page's URL, for resolving relative redirect targets */
  href(): string;
  browserInfo(): Record<string, string | number | boolean>;
  delay(ms: number): Promise<void>;
}

/** Built from closures, never methods: a member may be passed on alone (its type says it needs no `this`). */
export interface Env {
  config: ResolvedConfig;
  api: Api;
  host: HostPort;
  tables: Tables;
  panels: Record<string, PanelFiles>;
  loadLocale: (locale: string) => Promise<Messages>;
  /** the locales the brand words its own way (src/host/brandWords.ts): en_US too is loaded for them */
  worded: readonly string[];
  /** the locale's messages when they are in hand before the first render (the panel made at build time and the
   * hydration that takes it over draw in that language at once: docs/host.md "The panel before the bundle") */
  messages?: { locale: string; messages: Messages };
  /** the first script's panel, for the panel of its page to take over once (src/panels/useAdoption.ts) */
  adopted?: Adoption;
  /** the first script's wait message, for the renderer's to take over with no gap (src/panels/WaitOverlay.tsx) */
  earlyWait?: EarlyWait;
  /** the host call this widget was opened by: the wait before its first panel says that entry's words */
  entry?: string;
  /** DOMPurify and the captcha's controls, loaded when a sign-on first asks for a captcha (captchaKit.ts) */
  loadCaptcha: () => Promise<CaptchaKit>;
  /** the passkey ceremonies, loaded only when an app offers passkeys (src/api/ceremony.ts) */
  loadWebauthn: () => Promise<WebauthnModule>;
  /** the MessageFormat 2 runtime, loaded only for a locale with complex messages */
  loadMessageFormat: () => Promise<MessageFormatClass>;
  /** the marks of list controls (identity providers), by kind: SVG path data, loaded by a panel that draws one */
  loadMarks: () => Promise<Record<string, string>>;
  /** loads the flow that holds this page or request, if it is not loaded yet (src/data/load.ts) */
  ensure: (needed: { page?: string | null; request?: string | null }) => Promise<void>;
  /** what the user typed on a panel while a dialog that may send them back is open (never in the store) */
  drafts: Drafts;
  /** what a reply gave to be shown once (a key, recovery codes), for the page that shows it (never in the store) */
  secrets: Secrets;
  /** where diagnostics go (never a secret); console.error in the browser */
  report: (message: string, detail?: unknown) => void;
}

// dist/auth-widget-webauthn.js: the passkey ceremonies, loaded by the widget only when an app offers passkeys.
import { webauthn } from '../api/webauthn';

(self as unknown as { __authWidgetWebauthn?: typeof webauthn }).__authWidgetWebauthn = webauthn;

// The session slice: what the start-up calls learned (app settings, CSRF data, session id) and the locale whose
// messages are loaded (src/flow/start.ts sets the first four, from the requests of the flow tables' session).
import { leanSlice } from './leanSlice';
import type { AppSettings, CsrfData } from '../api/settings';

export interface SessionState {
  status: 'starting' | 'ready' | 'failed';
  app: AppSettings | null;
  appValidated: boolean;
  csrf: CsrfData | null;
  sessionId: string | null;
  locale: string;
}

export const initialSessionState: SessionState = {
  status: 'starting',
  app: null,
  appValidated: false,
  csrf: null,
  sessionId: null,
  locale: 'en_US',
};

export const sessionSlice = leanSlice('session', initialSessionState, {
  appSettingsLoaded: (s: SessionState, app: AppSettings): SessionState => ({ ...s, app }),
  /** the server started a new session (sign-on): the old token is void until the new one arrives */
  csrfTokenCleared: (s: SessionState): SessionState => ({ ...s, csrf: null }),
  csrfTokenReceived: (s: SessionState, csrf: CsrfData): SessionState => ({ ...s, csrf }),
  /** what a request keeps in the session (src/api/sessionEntries.ts): only the entries the engine reads */
  sessionKept: (s: SessionState, v: Partial<Pick<SessionState, 'app' | 'appValidated' | 'csrf' | 'sessionId'>>) => {
    const next = { ...s };
    if (v.app !== undefined) next.app = v.app;
    if (v.appValidated !== undefined) next.appValidated = v.appValidated;
    if (v.csrf !== undefined) next.csrf = v.csrf;
    if (v.sessionId !== undefined) next.sessionId = v.sessionId;
    return next;
  },
  localeLoaded: (s: SessionState, locale: string): SessionState => ({ ...s, locale }),
  bootstrapFinished: (s: SessionState, status: 'ready' | 'failed'): SessionState => ({ ...s, status }),
});

export const sessionActions = sessionSlice.actions;

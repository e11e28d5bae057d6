// The session slice: what the start-up calls learned (app settings, CSRF data, session id) and the locale whose
// messages are loaded (src/flow/start.ts sets the first four, from the requests of the flow tables' session).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    appSettingsLoaded(state, action: PayloadAction<AppSettings>) {
      state.app = action.payload;
    },
    /** the server started a new session (sign-on): the old token is void until the new one arrives */
    csrfTokenCleared(state) {
      state.csrf = null;
    },
    csrfTokenReceived(state, action: PayloadAction<CsrfData>) {
      state.csrf = action.payload;
    },
    /** what a request keeps in the session (src/api/sessionEntries.ts): only the entries the engine reads */
    sessionKept(
      state,
      action: PayloadAction<Partial<Pick<SessionState, 'app' | 'appValidated' | 'csrf' | 'sessionId'>>>,
    ) {
      const v = action.payload;
      if (v.app !== undefined) state.app = v.app;
      if (v.appValidated !== undefined) state.appValidated = v.appValidated;
      if (v.csrf !== undefined) state.csrf = v.csrf;
      if (v.sessionId !== undefined) state.sessionId = v.sessionId;
    },
    localeLoaded(state, action: PayloadAction<string>) {
      state.locale = action.payload;
    },
    bootstrapFinished(state, action: PayloadAction<'ready' | 'failed'>) {
      state.status = action.payload;
    },
  },
});

export const sessionActions = sessionSlice.actions;

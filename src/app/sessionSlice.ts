// The session slice: what the bootstrap calls learned (app settings, CSRF data, session id, country codes)
// and the locale whose messages are loaded.
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
    appAndBrandValidated(state, action: PayloadAction<boolean>) {
      state.appValidated = action.payload;
    },
    /** the server started a new session (sign-on): the old token is void until the new one arrives */
    csrfTokenCleared(state) {
      state.csrf = null;
    },
    csrfTokenReceived(state, action: PayloadAction<CsrfData>) {
      state.csrf = action.payload;
    },
    sessionIdReceived(state, action: PayloadAction<string>) {
      state.sessionId = action.payload;
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

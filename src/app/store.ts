// One store per mounted widget: the flow and session slices, thunks and listeners that reach the Env.
import { configureStore, type Middleware, type ThunkAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { flowSlice, type FlowState } from '../flow/flowSlice';
import { createFlowListener } from '../flow/listeners';
import { sessionSlice, type SessionState } from './sessionSlice';
import type { Env } from './env';

export interface RootState {
  flow: FlowState;
  session: SessionState;
}
export type AppDispatch = ThunkDispatch<RootState, Env, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, RootState, Env, UnknownAction>;

export function createWidgetStore(env: Env, onAction?: (action: unknown) => void) {
  const listener = createFlowListener(env);
  const observe: Middleware = () => (next) => (action) => {
    onAction?.(action);
    return next(action);
  };
  return configureStore({
    reducer: { flow: flowSlice.reducer, session: sessionSlice.reducer },
    middleware: (gDM) => {
      const all = gDM({ thunk: { extraArgument: env } }).prepend(listener.middleware);
      return onAction ? all.prepend(observe) : all;
    },
    devTools: false,
  });
}

export type WidgetStore = ReturnType<typeof createWidgetStore>;

// One store per mounted widget: the flow and session slices, thunks and listeners that reach the Env.
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { flowSlice } from '../flow/flowSlice';
import { createFlowListener } from '../flow/listeners';
import { sessionSlice } from './sessionSlice';
import type { Env } from './env';

export function createWidgetStore(env: Env, onAction?: (action: unknown) => void) {
  const listener = createFlowListener(env);
  const observe: Middleware = () => (next) => (action) => {
    onAction?.(action);
    return next(action);
  };
  return configureStore({
    reducer: { flow: flowSlice.reducer, session: sessionSlice.reducer },
    middleware: (gDM) => {
      const all = gDM({ thunk: { extraArgument: env } }).prepend(listener);
      return onAction ? all.prepend(observe) : all;
    },
    devTools: false,
  });
}

export type WidgetStore = ReturnType<typeof createWidgetStore>;

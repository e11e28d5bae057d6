// The types of the widget's state and of what dispatches into it. Apart from the store factory (store.ts), which
// wires the listeners and through them the effects, thunks and requests: those read these types, so they must not
// come from the factory's module, or every one of them would import the others round about.
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FlowState } from '../flow/flowSlice';
import type { SessionState } from './sessionSlice';
import type { Env } from './env';

export interface RootState {
  flow: FlowState;
  session: SessionState;
}
export type AppDispatch = ThunkDispatch<RootState, Env, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, RootState, Env, UnknownAction>;

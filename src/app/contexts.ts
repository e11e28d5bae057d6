// React contexts for what components need besides the store: the Env and the widget's own DOM containers.
import { createContext, useContext } from 'react';
import type { Env } from './env';

export interface WidgetDom {
  panelRoot: HTMLElement;
  waitRoot: HTMLElement;
}

export const EnvContext = createContext<Env | null>(null);
export const DomContext = createContext<WidgetDom | null>(null);

export function useEnv(): Env {
  const env = useContext(EnvContext);
  if (!env) throw new Error('AuthWidget: component rendered outside the widget root');
  return env;
}

export function useWidgetDom(): WidgetDom {
  const dom = useContext(DomContext);
  if (!dom) throw new Error('AuthWidget: component rendered outside the widget root');
  return dom;
}

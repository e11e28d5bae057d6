// What a flow chunk's widgets import as "react" in the script-tag build (esbuild.mjs aliases it for the chunks): the
// widget's own React, which auth-widget.js hands over (src/host/index.ts). A second copy would be a second React,
// whose hooks throw inside components the widget's React renders, and would cost the chunk its size again.
import type * as ReactModule from 'react';

type Shared = {
  React: typeof ReactModule;
  jsx: typeof import('react/jsx-runtime');
  createPortal: typeof import('react-dom').createPortal;
};
export const shared = (self as unknown as { __authWidgetReact: Shared }).__authWidgetReact;

const React = shared.React;
export default React;
export const {
  Children,
  Fragment,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} = React;

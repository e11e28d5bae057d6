// "react/jsx-runtime" for a flow chunk's widgets in the script-tag build: the widget's own (src/lazy/hostReact.ts).
import { shared } from './hostReact';

export const { jsx, jsxs, Fragment } = shared.jsx;

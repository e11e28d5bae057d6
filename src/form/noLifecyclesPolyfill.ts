// Stands in for react-lifecycles-compat, which react-modal uses to polyfill getDerivedStateFromProps for React
// older than 16.3; with React 19 the component needs no polyfill, so it is returned as it is.
export function polyfill<T>(component: T): T {
  return component;
}

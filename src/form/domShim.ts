// Stands in for exenv, from which react-modal asks only whether there is a DOM to draw in (false while a React host
// renders on a server).
export default {
  canUseDOM: typeof window !== 'undefined' && !!window.document && !!window.document.createElement,
};

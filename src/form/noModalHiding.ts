// Stands in for react-modal's two helpers that hide the rest of the page from assistive technology and put classes
// on <body> and <html> while a dialog is open: every dialog of the widget sets ariaHideApp false and no body or html
// class (src/panels/Dialog.tsx, src/panels/PanelRenderer.tsx: the host page stays as it is, and aria-modal says
// the rest), so react-modal never calls them (src/form/modalShims.test.ts).
const nothing = (): void => undefined;

export const hide = nothing;
export const show = nothing;
export const add = nothing;
export const remove = nothing;
export const resetState = nothing;
export const log = nothing;
export const setElement = nothing;
export const validateElement = nothing;
export const assertNodeList = nothing;
export const documentNotReadyOrSSRTesting = nothing;

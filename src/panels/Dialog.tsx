// A panel's dialog: react-modal's dialog (focus kept inside, Escape, overlay, aria) drawn in place in the widget's
// own React tree instead of through a portal. React cannot render a portal on the server nor hydrate one, and the
// sign-on panel is made at build time and taken over in place (docs/host.md "The panel before the bundle"): the same
// element tree must come from React's server rendering, the hydration and every later render. react-modal's
// ModalPortal draws nothing until it has opened itself after mounting; this one starts open, so its first render
// is the dialog (a closed dialog is never drawn here: a panel that closes unmounts). react-modal's Modal, which only
// makes the portal, is not used: its defaults for what ModalPortal reads are here.
import { createElement, type ReactNode } from 'react';
import type { PageDef } from '../data/types';
import type Modal from 'react-modal';
import ModalPortal from 'react-modal/lib/components/ModalPortal';

type PortalProps = Omit<Modal.Props, 'isOpen'>;

const Portal = ModalPortal as new (props: object) => { state: object };

class OpenPortal extends Portal {
  constructor(props: object) {
    super(props);
    this.state = { ...this.state, isOpen: true };
  }
}

/** react-modal's defaults for the props its ModalPortal reads (its Modal passes them); inline styles: none. */
const DEFAULTS = {
  role: 'dialog',
  ariaHideApp: false,
  closeTimeoutMS: 0,
  shouldFocusAfterRender: false,
  shouldCloseOnEsc: true,
  shouldCloseOnOverlayClick: true,
  shouldReturnFocusAfterClose: false,
  preventScroll: false,
  parentSelector: () => document.body,
  overlayElement: (props: object, content: ReactNode) => createElement('div', props, content),
  contentElement: (props: object, children: ReactNode) => createElement('div', props, children),
  defaultStyles: { overlay: {}, content: {} },
};

export function Dialog(props: PortalProps & { children: ReactNode }) {
  return createElement(
    'div',
    { className: 'ReactModalPortal' },
    createElement(OpenPortal as never, { ...DEFAULTS, ...props, isOpen: true }),
  );
}

/**
 * The role and ARIA of a panel's dialog element (docs/host.md "DOM hooks", docs/panels.md "Alert dialogs"): a dialog
 * named by its title; with `alertDialog` in its ui:panel (the control that takes the focus, src/panels/focus.ts),
 * WAI-ARIA's alert dialog, described by its intro: the sentence that says what is at stake. A loading panel (its
 * page's waitInPanel) is described by its intro too: the sentence that says what it is waiting for.
 */
export function dialogRole(
  options: { alertDialog?: string },
  titleId: string,
  introId: string | null,
  loading = false,
) {
  const alert = !!options.alertDialog;
  return {
    role: alert ? 'alertdialog' : 'dialog',
    aria: { labelledby: titleId, modal: true, ...((alert || loading) && introId ? { describedby: introId } : {}) },
  };
}

/**
 * The dialog's data-* hooks (docs/host.md "DOM hooks"); `waiting`: a loading panel (its page's waitInPanel) while
 * its request is out, which draws a spinner beside its intro (src/styles/base.css).
 */
export const dialogData = (page: string, flow: string | null, dialog: string | undefined, waiting: boolean) => ({
  page,
  flow,
  ...(dialog ? { dialog } : {}),
  ...(waiting ? { waiting: 'true' } : {}),
});

/** A page that draws a panel or dialog (an action page draws nothing; a page not loaded yet is none of the two). */
export const drawsPanel = (def: PageDef | undefined) => def?.kind === 'panel' || def?.kind === 'dialog';

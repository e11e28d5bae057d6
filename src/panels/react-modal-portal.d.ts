// react-modal's dialog component without its portal (src/panels/Dialog.tsx); the package types only its Modal.
declare module 'react-modal/lib/components/ModalPortal' {
  const ModalPortal: unknown;
  export default ModalPortal;
}

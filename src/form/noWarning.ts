// Stands in for `warning`, through which react-modal prints development warnings: its production build warns of
// nothing, but the package decides that at run time, so its development code was bundled whole.
export default function warning(): void {}

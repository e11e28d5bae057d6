// Stands in for prop-types, which react-modal declares its props with: React 19 never checks propTypes, and the
// widget gives react-modal its props from TypeScript. Every validator (`bool`, `oneOfType([…])`, `.isRequired`) is
// one function that accepts anything.
type Validator = (() => Validator) & { isRequired: Validator };
const accept = (() => accept) as Validator;
accept.isRequired = accept;

const props: Record<string, Validator> = {};
export default new Proxy(props, { get: () => accept });

// jest's asymmetric matchers are typed `any` (@types/jest): a matcher put into an expected object would switch off the
// type-checked lint rules' watch there. These are the same matchers typed `unknown`.
export const anyString: unknown = expect.any(String);
export const anyObject: unknown = expect.any(Object);
export const matching = (pattern: RegExp | string): unknown => expect.stringMatching(pattern);
export const containing = (text: string): unknown => expect.stringContaining(text);
export const objectContaining = (shape: object): unknown => expect.objectContaining(shape);

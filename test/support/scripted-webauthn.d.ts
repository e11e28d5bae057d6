// Types of test/support/scripted-webauthn.js (a plain script: Chromium loads its source as it is).
export type PasskeyAnswer = 'answer' | 'cancel' | 'fail';
export function fakeCredential(kind: 'get' | 'create', id?: string): Record<string, unknown>;
export function install(win: Window, answers: PasskeyAnswer[]): void;

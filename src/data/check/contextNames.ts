// The flow-context names the data may read (a value source context.<name>): the widget's own, here, and what the
// requests keep. Never bundled: the check's list, held to FlowContext's named fields by the compiler.
import type { FlowContext } from '../../flow/flowSlice';

/** The flow-context names the widget itself sets (the rest are what requests keep): a value source or a condition may
 * read these, and the data check refuses any other name. The type below fails to compile when the two drift. */
export const CONTEXT_FIELDS = [
  'userId',
  'passwordState',
  'captcha',
  'sessionTimedOut',
  'svAttempts',
  'phoneId',
  'targetUrl',
  'codeSentAt',
  'lastSend',
  'finalAction',
  'returnTo',
  'profile',
  'deliveryOptions',
  'regToken',
  'twoFactorStatus',
  'retry',
] as const;
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };
// both empty, or the list and FlowContext's named fields differ
const CONTEXT_FIELDS_IN_STEP: [
  Exclude<NamedKeys<FlowContext>, (typeof CONTEXT_FIELDS)[number]>,
  Exclude<(typeof CONTEXT_FIELDS)[number], NamedKeys<FlowContext>>,
] extends [never, never]
  ? true
  : never = true;
void CONTEXT_FIELDS_IN_STEP;

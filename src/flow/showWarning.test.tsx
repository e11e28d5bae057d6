// The showWarning effect on a context of its own, and the message box it fills: the server's type stays the hook
// (data-message-type) and decides the role; the tone says how the box is drawn (docs/host.md "DOM hooks", issue 69
// point 4).
import { render } from '@testing-library/react';
import type { MessageState } from '../api/envelope';
import { MessageBox } from '../panels/MessageBox';
import type { EffectContext } from './effectTypes';
import { effects } from './effects';

function shown(reply: EffectContext['reply'], value?: string): MessageState {
  const dispatch = jest.fn();
  void effects.showWarning({ dispatch, reply, value } as unknown as EffectContext);
  const [[action]] = dispatch.mock.calls as [[{ type: string; payload: MessageState }]];
  expect(dispatch).toHaveBeenCalledTimes(1); // never focused: the panel's first field keeps it
  return action.payload;
}

const t = ((key: string) => `[${key}]`) as never;

test.each([
  ['INFO', 'status'],
  ['ERROR', 'alert'],
] as const)("a reply's %s drawn as a warning keeps its type and the role of that type (%s)", (type, role) => {
  const message = shown({ nextAction: 'X', messages: { type, detail: 'Your password expires in 5 days.' } });
  expect(message).toEqual({ type, texts: ['Your password expires in 5 days.'], tone: 'warning' });
  const { container } = render(<MessageBox message={message} t={t} />);
  const box = container.firstElementChild!;
  expect(box).toHaveAttribute('data-message-type', type);
  expect(box).toHaveAttribute('data-message-tone', 'warning');
  expect(box).toHaveAttribute('role', role);
  expect(box).toHaveClass('aw-message--warning');
  expect(box).toHaveTextContent('[message.tone.warning] Your password expires in 5 days.');
});

test("with no reply message, the row's key is a warning the widget makes: type OTHER", () => {
  expect(shown({ nextAction: 'X', messages: {} }, 'SOON')).toEqual({ type: 'OTHER', key: 'SOON', tone: 'warning' });
});

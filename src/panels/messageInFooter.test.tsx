// ui:panel messageInFooter on a footer of its own: the message box under the buttons and above the links, so a refusal
// moves neither the fields nor the primary button (issue 69 point 19); a panel with no footer still shows it.
import { render } from '@testing-library/react';
import type { LocalizedButton } from './localize';
import { PanelActions } from './PanelParts';

const draw = (buttons: LocalizedButton[], links: LocalizedButton[]) =>
  render(
    <form>
      <PanelActions
        buttons={buttons}
        links={links}
        submitDisabled={false}
        busy={false}
        message={<div role="alert">refused</div>}
        raise={jest.fn()}
        loadMarks={jest.fn()}
      />
    </form>,
  ).container;

test('in the footer, after the buttons and before the links', () => {
  const footer = draw(
    [
      { type: 'submit', label: 'go' },
      { event: 'OTHER', action: 'other', label: 'other' },
    ] as LocalizedButton[],
    [{ event: 'HELP', action: 'help', label: 'help' }] as LocalizedButton[],
  ).querySelector('.aw-footer')!;
  expect([...footer.children].map((e) => e.getAttribute('role') ?? e.className)).toEqual([
    'aw-button aw-button--primary',
    'aw-button',
    'alert',
    'aw-links',
  ]);
});

test('a panel without a footer shows the message all the same', () => {
  const container = draw([], []);
  expect(container.querySelector('.aw-footer')).toBeNull();
  expect(container.querySelector('[role="alert"]')).toHaveTextContent('refused');
});

import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DeferredPopup,
  type LoadedPopupProps,
  type OpenRequest,
  type PopupKind,
} from './deferred-popup';

/** A stand-in for a Radix popup: its trigger says it is the loaded one and records replays. */
function FakePopup({ trigger, triggerRef, note }: LoadedPopupProps & { note: string }) {
  return <button type="button" {...trigger} ref={triggerRef} data-loaded={note} />;
}

/** A load the test resolves when it wants, and a kind whose replay it can watch. */
const setup = (kindOverrides: Partial<PopupKind> = {}) => {
  let resolve: (component: typeof FakePopup) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof FakePopup>((done) => {
        resolve = done;
      }),
  );
  const replay = vi.fn<(trigger: HTMLButtonElement, how: OpenRequest) => void>();
  const kind: PopupKind = {
    haspopup: 'menu',
    openKeys: ['Enter', ' ', 'ArrowDown'],
    opensOn: 'pointerdown',
    replay,
    ...kindOverrides,
  };
  render(
    <>
      <DeferredPopup
        kind={kind}
        load={load}
        trigger={{ 'aria-label': 'Open things', className: 'trigger', children: 'Things' }}
        props={{ note: 'yes' }}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  const finishLoading = () => act(async () => resolve(FakePopup));
  return { load, replay, finishLoading };
};

const trigger = () => screen.getByRole('button', { name: 'Open things' });

describe('DeferredPopup', () => {
  it('shows a plain trigger with the same name, role and state, loading nothing yet', () => {
    const { load } = setup();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveClass('trigger');
    expect(trigger()).toHaveTextContent('Things');
    expect(load).not.toHaveBeenCalled();
  });

  it('starts loading on hover and swaps in the loaded popup, closed', async () => {
    const { load, replay, finishLoading } = setup();
    await userEvent.hover(trigger());
    expect(load).toHaveBeenCalledTimes(1);
    await finishLoading();
    expect(trigger()).toHaveAttribute('data-loaded', 'yes');
    expect(replay).not.toHaveBeenCalled();
  });

  it('keeps the focus on the trigger across the swap', async () => {
    const { load, finishLoading } = setup();
    await userEvent.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await finishLoading();
    expect(trigger()).toHaveAttribute('data-loaded', 'yes');
    expect(trigger()).toHaveFocus();
  });

  it('opens once loaded when pressed before, as the pointer would', async () => {
    const { replay, finishLoading } = setup();
    await userEvent.click(trigger());
    expect(replay).not.toHaveBeenCalled();
    await finishLoading();
    expect(replay).toHaveBeenCalledTimes(1);
    expect(replay).toHaveBeenCalledWith(trigger(), 'pointer');
  });

  it('opens once loaded when a key asked for it before, as the keyboard would', async () => {
    const { replay, finishLoading } = setup();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await finishLoading();
    expect(replay).toHaveBeenCalledTimes(1);
    expect(replay).toHaveBeenCalledWith(trigger(), 'keyboard');
    expect(trigger()).toHaveFocus();
  });

  it('leaves a popup that opens on click closed after a mere pointerdown', async () => {
    const { replay, finishLoading } = setup({ opensOn: 'click', openKeys: [] });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: trigger() });
    await finishLoading();
    expect(replay).not.toHaveBeenCalled();
  });
});

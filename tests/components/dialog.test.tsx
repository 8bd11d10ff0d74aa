// The modal on the native <dialog>: jsdom has no showModal(), so these run on the stand-in of
// tests/components/setup/dialog.ts; tests/e2e/dialog.spec.ts checks the same in Chromium.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { renderWithI18n as render } from './support/render-i18n.tsx';

function Harness({ dismissable = true, onClose = () => {}, focusLink = false }) {
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Dialog
          title="รายละเอียด"
          onClose={dismissable ? close : undefined}
          initialFocus={focusLink ? link : undefined}
        >
          <button type="button">first</button>
          <a ref={link} href="#second">
            second
          </a>
        </Dialog>
      )}
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'open' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'รายละเอียด' }) as HTMLDialogElement;
  return { opener, dialog };
}

/** A click on the dialog element itself: where a click on ::backdrop lands. */
const clickBackdrop = (dialog: HTMLDialogElement) => userEvent.click(dialog);

describe('Dialog', () => {
  it('is a labelled native modal that takes focus', async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    // The close button comes first: the first focusable element.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ปิด' }));
  });

  it('starts focus on initialFocus when given', async () => {
    await openDialog({ focusLink: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'second' }));
  });

  it('Escape closes a dismissable one and focus returns to the opener', async () => {
    const onClose = vi.fn();
    const { opener } = await openDialog({ onClose });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes it and focus returns to the opener', async () => {
    const onClose = vi.fn();
    const { opener } = await openDialog({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a backdrop click closes a dismissable one; a click inside does not', async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    await userEvent.click(screen.getByRole('heading', { name: 'รายละเอียด' }));
    expect(onClose).not.toHaveBeenCalled();
    await clickBackdrop(dialog);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a press that starts inside and ends on the backdrop does not close it', async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ onClose });
    const first = screen.getByRole('button', { name: 'first' });
    await userEvent.pointer([{ keys: '[MouseLeft>]', target: first }, { target: dialog }]);
    await userEvent.pointer({ keys: '[/MouseLeft]', target: dialog });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an undismissable one ignores Escape and backdrop clicks, and has no close button', async () => {
    const { dialog } = await openDialog({ dismissable: false });
    expect(screen.queryByRole('button', { name: 'ปิด' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await clickBackdrop(dialog);
    // Any late `close` event has had its task.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('dialog').getAttribute('open')).toBe('');
  });

  it('an undismissable one the browser closes anyway opens again', async () => {
    // What a browser without closedby="none" does on a cancel it will not let the page refuse.
    const { dialog } = await openDialog({ dismissable: false });
    dialog.close();
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('a dismissable one the browser closes on its own tells its owner once', async () => {
    const onClose = vi.fn();
    const { dialog, opener } = await openDialog({ onClose });
    dialog.close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(opener);
  });
});

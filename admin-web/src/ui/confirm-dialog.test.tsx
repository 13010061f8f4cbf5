// The one confirmation dialog: Escape and Cancel cancel, the named button confirms, a required reason is asked for.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXTS } from '../texts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete ada@golightly.test
      </button>
      <ConfirmDialog
        open={open}
        title="Delete ada@golightly.test?"
        confirmLabel="Delete admin user"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        {...props}
      >
        She can no longer sign in.
      </ConfirmDialog>
    </>
  );
}

const openDialog = () => {
  const opener = screen.getByRole('button', { name: 'Delete ada@golightly.test' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Delete ada@golightly.test?' }) };
};

describe('ConfirmDialog', () => {
  it('cancels on Escape and starts at Cancel, so a stray Enter confirms nothing', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<Harness onCancel={onCancel} onConfirm={onConfirm} />);
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: ADMIN_TEXTS.cancel }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Cancel and returns focus to its opener', () => {
    render(<Harness />);
    const { opener } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('calls back when the named destructive button is pressed', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    openDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete admin user' })));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    openDialog();
    const cancel = screen.getByRole('button', { name: ADMIN_TEXTS.cancel });
    const confirm = screen.getByRole('button', { name: 'Delete admin user' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('asks for a reason before confirming, and hands it over trimmed', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} confirmLabel="Reject application" reason={{ label: 'Why?' }} />);
    openDialog();
    const reason = screen.getByRole('textbox', { name: 'Why?' });
    expect(document.activeElement).toBe(reason);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reject application' })));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(ADMIN_TEXTS.reasonRequired);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason, { target: { value: '  No ID document  ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reject application' })));
    expect(onConfirm).toHaveBeenCalledWith('No ID document');
  });

  it('waits for a slow confirmation, and ignores Escape meanwhile', async () => {
    let finish = () => undefined as void;
    const onCancel = vi.fn();
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    openDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete admin user' })));
    const working = screen.getByRole('button', { name: ADMIN_TEXTS.working });
    expect(working.hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(working, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Delete admin user' }).hasAttribute('disabled')).toBe(false);
  });
});

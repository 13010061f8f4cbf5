// The admin toasts: the spec's texts as success (status) and failure (alert) toasts, no duplicates, gone after 7 s.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../texts';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toasts';

function Actions() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success(SPEC_TEXTS.adminUserAdded)}>
        add
      </button>
      <button type="button" onClick={() => toast.success(SPEC_TEXTS.adminUserUpdated)}>
        update
      </button>
      <button type="button" onClick={() => toast.success(SPEC_TEXTS.adminUserDeleted)}>
        delete
      </button>
      <button type="button" onClick={() => toast.failure('That e-mail address is already an admin.')}>
        fail
      </button>
    </>
  );
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it("shows the spec's success texts as status messages, each once", () => {
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    press('add');
    press('update');
    press('delete');
    press('add');
    const region = screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
    expect(
      within(region)
        .getAllByRole('status')
        .map((toast) => toast.textContent?.replace('×', '')),
    ).toEqual([
      'Admin User has been added successfully!',
      'Admin User has been updated successfully!',
      'Admin User has been deleted successfully!',
    ]);
  });

  it("shows a failure as an alert: 'Oops, something went wrong' with the server's errorMessage", () => {
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    press('fail');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Oops, something went wrong')).toBeTruthy();
    expect(within(alert).getByText('That e-mail address is already an admin.')).toBeTruthy();
    fireEvent.click(
      within(alert).getByRole('button', { name: `${ADMIN_TEXTS.dismiss}: ${SPEC_TEXTS.oopsSomethingWentWrong}` }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a toast after 7000 ms', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    press('add');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the failure title alone when the server gave no message', () => {
    function Bare() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.failure(null)}>
          bare
        </button>
      );
    }
    render(
      <ToastProvider>
        <Bare />
      </ToastProvider>,
    );
    press('bare');
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(1);
  });
});

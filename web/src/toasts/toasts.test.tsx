// Toasts (spec 000 §9): no duplicates, newest at the bottom, gone after 7000 ms.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToast, TOAST_DURATION_MS, ToastProvider, useToast, type Toast } from './toasts';

function Trigger({ title }: { title: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ kind: 'success', title })}>
      {title}
    </button>
  );
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('adds the newest last and refuses a duplicate of one still showing', () => {
    const first: Toast = { id: 1, kind: 'success', title: 'Check your email' };
    const second: Toast = { id: 2, kind: 'error', title: 'Failed to send email' };
    const shown = addToast(addToast([], first), second);
    expect(shown.map((toast) => toast.id)).toEqual([1, 2]);
    expect(addToast(shown, { ...first, id: 3 })).toBe(shown);
  });

  it('shows a toast for 7000 ms, then removes it', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger title="Reset Link Sent to your email" />
        <Trigger title="Check your email" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset Link Sent to your email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check your email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check your email' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect([...region.querySelectorAll('p:first-child')].map((p) => p.textContent)).toEqual([
      'Reset Link Sent to your email',
      'Check your email',
    ]);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(region.children).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(region.children).toHaveLength(0);
  });
});

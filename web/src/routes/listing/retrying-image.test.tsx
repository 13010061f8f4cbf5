// A listing picture that fails: the placeholder at once, a new try every 2 s, five tries at most (spec 000 §8-§9).
// Fake timers: nothing here waits for real.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LISTING_PICTURE } from '../../layout/fallback-image';
import { RETRIES_MAX, RETRY_EVERY_MS, RetryingImage } from './retrying-image';

const SOURCE = '/upload/x_medium_alfama.jpg';
const picture = () => screen.getByRole('img', { name: 'The living room' }) as HTMLImageElement;

describe('a listing picture that fails to load', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the placeholder, tries again every 2 s, and keeps the placeholder after 5 tries', () => {
    render(<RetryingImage src={SOURCE} alt="The living room" />);
    expect(picture().getAttribute('src')).toBe(SOURCE);
    for (let retry = 1; retry <= RETRIES_MAX; retry += 1) {
      fireEvent.error(picture());
      expect(picture().getAttribute('src')).toBe(DEFAULT_LISTING_PICTURE);
      act(() => vi.advanceTimersByTime(RETRY_EVERY_MS - 1));
      expect(picture().getAttribute('src'), `before try ${retry}`).toBe(DEFAULT_LISTING_PICTURE);
      act(() => vi.advanceTimersByTime(1));
      expect(picture().getAttribute('src'), `try ${retry}`).toBe(SOURCE);
    }
    fireEvent.error(picture());
    act(() => vi.advanceTimersByTime(RETRY_EVERY_MS * 10));
    expect(picture().getAttribute('src')).toBe(DEFAULT_LISTING_PICTURE);
    expect(picture().dataset.fallback).toBe('true');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stays once a try loads', () => {
    render(<RetryingImage src={SOURCE} alt="The living room" />);
    fireEvent.error(picture());
    act(() => vi.advanceTimersByTime(RETRY_EVERY_MS));
    fireEvent.load(picture());
    act(() => vi.advanceTimersByTime(RETRY_EVERY_MS * 10));
    expect(picture().getAttribute('src')).toBe(SOURCE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the placeholder at once for a picture with no file, and tries nothing', () => {
    render(<RetryingImage src={null} alt="The living room" />);
    expect(picture().getAttribute('src')).toBe(DEFAULT_LISTING_PICTURE);
    expect(vi.getTimerCount()).toBe(0);
  });
});

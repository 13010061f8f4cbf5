import { describe, expect, it } from 'vitest';
import { mayHaveMore, mergeNotificationPage } from './notification-pages';

const note = (id: string, body = `Note ${id}`) => ({ id, body });

describe('merging pages of notifications', () => {
  it('starts the list afresh with page 1', () => {
    const shown = [note('9'), note('8'), note('7')];
    expect(mergeNotificationPage(shown, 1, [note('12'), note('11')])).toEqual([note('12'), note('11')]);
  });

  it('appends a later page after what is shown', () => {
    const shown = [note('12'), note('11')];
    expect(mergeNotificationPage(shown, 2, [note('10'), note('9')])).toEqual([
      note('12'),
      note('11'),
      note('10'),
      note('9'),
    ]);
  });

  it('shows a notification once when newer ones pushed it onto the next page', () => {
    const shown = [note('12'), note('11'), note('10')];
    // Two new notifications arrived: page 2 now starts with what page 1 ended with.
    expect(mergeNotificationPage(shown, 2, [note('11'), note('10'), note('9')]).map((n) => n.id)).toEqual([
      '12',
      '11',
      '10',
      '9',
    ]);
  });

  it('keeps the first copy of an id repeated within one page', () => {
    expect(mergeNotificationPage([], 1, [note('5', 'first'), note('5', 'second'), note('4')])).toEqual([
      note('5', 'first'),
      note('4'),
    ]);
    expect(mergeNotificationPage([note('6')], 2, [note('5', 'first'), note('5', 'second')])).toEqual([
      note('6'),
      note('5', 'first'),
    ]);
  });

  it('leaves the shown list unchanged for an empty later page, and empties it for an empty page 1', () => {
    const shown = [note('2'), note('1')];
    expect(mergeNotificationPage(shown, 3, [])).toEqual(shown);
    expect(mergeNotificationPage(shown, 1, [])).toEqual([]);
  });

  it('expects more after a full page only', () => {
    expect(mayHaveMore(10, 10)).toBe(true);
    expect(mayHaveMore(9, 10)).toBe(false);
    expect(mayHaveMore(0, 10)).toBe(false);
  });
});

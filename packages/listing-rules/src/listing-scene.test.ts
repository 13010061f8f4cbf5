import { describe, expect, it } from 'vitest';
import { checkScene } from './listing-scene';
import { LISTING_TEXTS } from './texts';

describe('step 2, the scene', () => {
  it('keeps the title, description and neighbourhood trimmed', () => {
    expect(checkScene({ title: ' Loft ', description: 'Light', neighbourhood: ' Alfama ' })).toEqual({
      ok: true,
      value: { title: 'Loft', description: 'Light', neighbourhood: 'Alfama' },
    });
  });

  it("says 'Title is Required' and 'Neighbourhood is required' word for word", () => {
    expect(checkScene({ title: '  ', description: '', neighbourhood: null })).toEqual({
      ok: false,
      errors: [
        { field: 'title', message: 'Title is Required' },
        { field: 'description', message: LISTING_TEXTS.descriptionRequired },
        { field: 'neighbourhood', message: 'Neighbourhood is required' },
      ],
    });
  });

  it('keeps the title to 255 characters and the texts to 1000', () => {
    const checked = checkScene({ title: 'x'.repeat(256), description: 'y'.repeat(1001), neighbourhood: 'z' });
    expect(checked).toEqual({
      ok: false,
      errors: [
        { field: 'title', message: 'Please keep this to 255 characters or fewer.' },
        { field: 'description', message: 'Please keep this to 1000 characters or fewer.' },
      ],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { toGraph } from './job';

describe('job posts', () => {
  it('shows a post without a location as Remote', () => {
    const job = { id: 1, postedBy: 'u', title: 'Editor', company: 'Press', location: '  ', isEnabled: true };
    expect(toGraph(job).location).toBe('Remote');
    expect(toGraph({ ...job, location: 'Lisbon' }).location).toBe('Lisbon');
  });
});

import { SERVICE_NAMES } from '@golightly/config';
import { describe, expect, it } from 'vitest';
import { SUBGRAPHS } from './index';

describe('the list of subgraphs', () => {
  it('holds each service of SERVICE_NAMES once, under its own name, in the order they listen', () => {
    expect(SUBGRAPHS.map((definition) => definition.name)).toEqual([...SERVICE_NAMES]);
  });
});

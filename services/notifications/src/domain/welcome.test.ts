import { describe, expect, it } from 'vitest';
import { welcomeNotification } from './welcome';

describe('welcomeNotification', () => {
  it('greets the member by her first name', () => {
    expect(welcomeNotification(' Maya ').body).toMatch(/^Welcome to Golightly, Maya!/);
  });
  it('still reads well without a name', () => {
    expect(welcomeNotification('').body).toMatch(/^Welcome to Golightly, traveller!/);
  });
});

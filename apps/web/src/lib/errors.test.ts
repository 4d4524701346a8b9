import { describe, expect, it } from 'vitest';
import { PARSE_ERROR } from './api.ts';
import { failedActionMessage } from './errors.ts';

describe('a failed action’s message (spec §8)', () => {
  it("says 'Not Found' without a payload", () => {
    expect(failedActionMessage(undefined)).toBe('Not Found');
    expect(failedActionMessage(null)).toBe('Not Found');
  });

  it("says 'Server Error' for a string payload (a network or parse failure)", () => {
    expect(failedActionMessage(PARSE_ERROR)).toBe('Server Error');
    expect(failedActionMessage('<html>Bad gateway</html>')).toBe('Server Error');
  });

  it('gives an object payload’s message, else its detail or first field message', () => {
    expect(failedActionMessage({ message: 'Invalid Email or Password', detail: 'other' })).toBe(
      'Invalid Email or Password',
    );
    expect(failedActionMessage({ detail: 'Not found.' })).toBe('Not found.');
    expect(failedActionMessage({ title: ['Ensure this field has no more than 100 characters.'] })).toBe(
      'Ensure this field has no more than 100 characters.',
    );
    expect(failedActionMessage({})).toBe('Something went wrong. Please try again.');
  });
});

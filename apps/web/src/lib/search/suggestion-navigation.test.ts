import { describe, expect, it } from 'vitest';
import { NO_ACTIVE_SUGGESTION, nextActiveSuggestion } from './suggestion-navigation';

describe('nextActiveSuggestion', () => {
  it('enters the list at the first suggestion going down and at the last going up', () => {
    expect(nextActiveSuggestion(NO_ACTIVE_SUGGESTION, 4, 'ArrowDown')).toBe(0);
    expect(nextActiveSuggestion(NO_ACTIVE_SUGGESTION, 4, 'ArrowUp')).toBe(3);
  });

  it('moves one suggestion at a time', () => {
    expect(nextActiveSuggestion(1, 4, 'ArrowDown')).toBe(2);
    expect(nextActiveSuggestion(2, 4, 'ArrowUp')).toBe(1);
  });

  it('returns to the input past either end', () => {
    expect(nextActiveSuggestion(3, 4, 'ArrowDown')).toBe(NO_ACTIVE_SUGGESTION);
    expect(nextActiveSuggestion(0, 4, 'ArrowUp')).toBe(NO_ACTIVE_SUGGESTION);
  });

  it('keeps the active suggestion for keys that edit the text', () => {
    expect(nextActiveSuggestion(2, 4, 'Home')).toBe(2);
    expect(nextActiveSuggestion(2, 4, 'a')).toBe(2);
  });

  it('has nothing to activate in an empty list', () => {
    expect(nextActiveSuggestion(NO_ACTIVE_SUGGESTION, 0, 'ArrowDown')).toBe(NO_ACTIVE_SUGGESTION);
    expect(nextActiveSuggestion(2, 0, 'ArrowUp')).toBe(NO_ACTIVE_SUGGESTION);
  });
});

import { describe, expect, it } from 'vitest';
import { isPassengerKey, passengerKey } from './passenger-keys';

describe('passenger keys', () => {
  it('names the passenger of each seat pass0, pass1, ... and knows its own keys', () => {
    expect([0, 1, 12].map(passengerKey)).toEqual(['pass0', 'pass1', 'pass12']);
    expect([0, 1, 12].map(passengerKey).every(isPassengerKey)).toBe(true);
    expect(['name', 'pass', 'passA', 'xpass1', 'pass1x'].some(isPassengerKey)).toBe(false);
  });
});

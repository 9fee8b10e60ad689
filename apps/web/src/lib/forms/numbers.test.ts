import { describe, expect, it } from 'vitest';
import {
  majorToMinor,
  minorToMajor,
  parseDecimal,
  parseWholeNumber,
  positiveMinorUnits,
} from './numbers';

describe('majorToMinor', () => {
  it('reads prices with a point or a comma into minor units', () => {
    expect(majorToMinor('12.50')).toBe(1250);
    expect(majorToMinor('12,5')).toBe(1250);
    expect(majorToMinor(' 12 ')).toBe(1200);
    expect(majorToMinor('0.99')).toBe(99);
    expect(majorToMinor('.5')).toBe(50);
    expect(majorToMinor('1100.99')).toBe(110099);
  });

  it('tells an empty field from text that is not a price', () => {
    expect(majorToMinor('')).toBe('empty');
    expect(majorToMinor('   ')).toBe('empty');
    expect(majorToMinor('abc')).toBe('invalid');
    expect(majorToMinor('-3')).toBe('invalid');
    expect(majorToMinor('12.345')).toBe('invalid');
    expect(majorToMinor('1.234,56')).toBe('invalid');
  });

  it('does not drift on amounts binary floats cannot hold exactly', () => {
    expect(majorToMinor('19.99')).toBe(1999);
    expect(majorToMinor('0.29')).toBe(29);
    expect(majorToMinor('1.005')).toBe('invalid');
  });
});

describe('minorToMajor', () => {
  it('shows whole amounts without cents and others with two decimals', () => {
    expect(minorToMajor(2300)).toBe('23');
    expect(minorToMajor(2350)).toBe('23.50');
    expect(minorToMajor(110099)).toBe('1100.99');
    expect(minorToMajor(5)).toBe('0.05');
  });

  it('reads back what it shows', () => {
    for (const minor of [0, 1, 99, 1250, 110099, 99_999_999]) {
      expect(majorToMinor(minorToMajor(minor))).toBe(minor);
    }
  });
});

describe('number fields', () => {
  it('reads whole numbers only where a count is asked for', () => {
    expect(parseWholeNumber('42')).toBe(42);
    expect(parseWholeNumber('3.5')).toBe('invalid');
    expect(parseWholeNumber('')).toBe('empty');
  });

  it('reads decimals such as rooms and areas', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal('74.25')).toBe(74.25);
    expect(parseDecimal('7 4')).toBe(74);
    expect(parseDecimal('two')).toBe('invalid');
  });
});

describe('positiveMinorUnits', () => {
  it('reads whole units and cents with a point or a comma', () => {
    expect(positiveMinorUnits('25')).toBe(2500);
    expect(positiveMinorUnits('25.5')).toBe(2550);
    expect(positiveMinorUnits(' 25,05 ')).toBe(2505);
  });

  it('refuses nothing, zero, negatives and fractions of a cent', () => {
    for (const text of ['', '0', '0.00', '-5', '1.005', 'ten'])
      expect(positiveMinorUnits(text)).toBeNull();
  });
});

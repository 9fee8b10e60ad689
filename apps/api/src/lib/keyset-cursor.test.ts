import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { cursorFields, cursorText, decodeCursor, encodeCursor } from './keyset-cursor';

const position = {
  createdAt: '2026-12-07T10:15:30.123456Z',
  id: '0b7a6c00-0000-4000-8000-000000000001',
};

describe('keyset cursors', () => {
  it('give back the position they were made from, to the microsecond', () => {
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('are URL-safe text that carries any list’s fields', () => {
    const text = cursorText({ price: 1999, id: position.id });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursorFields(text)).toEqual({ price: 1999, id: position.id });
  });

  it('read nothing from text that is not base64url JSON', () => {
    expect(cursorFields('not a cursor!')).toBeUndefined();
    expect(cursorFields(Buffer.from('{').toString('base64url'))).toBeUndefined();
  });

  it('refuse a cursor made for another list with a 400 naming the field', () => {
    const other = cursorText({ price: 1999, id: position.id });
    let refusal: unknown;
    try {
      decodeCursor(other, 'after');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ValidationError);
    expect(refusal).toMatchObject({ status: 400, fields: [{ field: 'after' }] });
  });
});

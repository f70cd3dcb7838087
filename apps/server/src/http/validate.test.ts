import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './httpError.ts';
import { validate } from './validate.ts';

/** The 400 message validate() gives for `input`. */
function refusal(schema: z.ZodType, input: unknown): string {
  try {
    validate(schema, input);
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
  throw new Error('validate accepted the input');
}

const sheet = z.strictObject({
  name: z.string().max(200),
  tags: z.array(z.string()).max(3).optional(),
  status: z.enum(['locked', 'unlocked']).optional(),
  size: z.number().int().min(1).optional(),
  style: z.object({ width: z.number() }).optional(),
});

describe('validation messages', () => {
  it('names the field and words each rule for a person', () => {
    expect(refusal(sheet, { name: 5 })).toBe('name must be text.');
    expect(refusal(sheet, { name: 'x'.repeat(201) })).toBe(
      'name must be at most 200 characters long.',
    );
    expect(refusal(sheet, {})).toBe('name is required.');
    expect(refusal(sheet, 'text')).toBe('The request body must be a JSON object.');
    expect(refusal(sheet, { name: 'x', unknownField: 1 })).toBe(
      'unknownField is not a field of this request.',
    );
    expect(refusal(sheet, { name: 'x', status: 'open' })).toBe(
      'status must be one of "locked" or "unlocked".',
    );
    expect(refusal(sheet, { name: 'x', size: 0.5 })).toBe('size must be a whole number.');
    expect(refusal(sheet, { name: 'x', size: 0 })).toBe('size must be at least 1.');
    expect(refusal(sheet, { name: 'x', tags: ['a', 'b', 'c', 'd'] })).toBe(
      'tags must have at most 3 items.',
    );
    expect(refusal(sheet, { name: 'x', style: { width: 'wide' } })).toBe(
      'style.width must be a number.',
    );
  });

  it('quotes a field name that is not a plain word', () => {
    expect(refusal(sheet, { name: 'x', 'a b': 1 })).toBe('["a b"] is not a field of this request.');
  });

  it("keeps a schema's own message, which says it as SPEC does", () => {
    const named = z.object({ name: z.string({ error: "Please enter 'Name' under 'Settings'." }) });
    expect(refusal(named, {})).toBe("Please enter 'Name' under 'Settings'.");
  });
});

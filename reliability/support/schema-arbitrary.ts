/**
 * Values shaped like a zod schema's input, for fast-check. The zod schema (common/schemas) is turned
 * into JSON Schema by zod itself, then walked: types, required keys, bounds, enums, patterns and
 * formats are followed, so most generated values pass validation and reach the service behind it.
 */
import fc from 'fast-check';
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/** Text as visitors type it, plus the characters that break naive code. */
const TEXT_UNIT = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789'.split('')) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('<', '>', '"', "'", '&', '%', '_', '*', '\\', '\n', '\u0000', '\u200f') },
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return dates().map((date) => date.toISOString());
  if (schema.format === 'date') return dates().map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 300);
  return fc.string({ unit: TEXT_UNIT, minLength, maxLength });
}

function dates(): fc.Arbitrary<Date> {
  return fc.date({ min: new Date('1890-01-01'), max: new Date(Date.now() + 3 * 86_400_000), noInvalidDate: true });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/**
 * Values for named fields that the schema alone cannot make valid often enough (a listed shape, a past
 * date, an id that exists): drawn half of the time, the schema's own shape the other half.
 */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

function objectOf(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fieldOf = (key: string, value: JsonSchema) => {
    const own = arbitraryOf(value, {});
    return hints[key] ? fc.oneof(own, hints[key]) : own;
  };
  const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fieldOf(key, value)]));
  return fc.record(shape, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

function arrayOf(schema: JsonSchema): fc.Arbitrary<unknown[]> {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, {})));
  const items = schema.items ? arbitraryOf(schema.items, {}) : fc.anything();
  return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 8, 12) });
}

function arbitraryOf(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => arbitraryOf(option, hints)));
  const types = [schema.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, hints)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'string':
      return stringOf(schema);
    case 'array':
      return arrayOf(schema);
    case 'object':
      return objectOf(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of the schema's input shape (what a client sends), mostly valid. */
export function shapedLike(schema: z.core.$ZodType, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  return arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, hints);
}

/** The top-level field names of an object schema's input (none for other schemas). */
export function fieldNames(schema: z.core.$ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.keys(json.properties ?? {});
}

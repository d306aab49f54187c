/**
 * Hostile input for the schema fuzz test (fast-check): values of every JSON type that a careless schema or a
 * database has been seen to mishandle, and requests built from a route's own schemas, so that a new route is
 * fuzzed without anyone listing it.
 */

import fc from 'fast-check';

export type Schema = { [key: string]: unknown };

/** Strings that type coercion, a number parser or PostgreSQL mishandle. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  '0b1',
  '0o7',
  ' 13 ',
  '7',
  '1e3',
  '-0',
  '1.5',
  '9007199254740993',
  'true',
  'null',
  '[]',
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '😀',
  '%00',
  '%ff',
  "'; DROP TABLE users; --",
  '\u202e\r\n',
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e-7,
];

/** Keys that pollute prototypes or break text columns. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '\u0000', 'a\u0000', '\ud800', 'x'.repeat(300), ''),
  fc.string({ maxLength: 8 }),
);

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y'),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(true, false, null),
  // any code point, lone surrogates and controls included
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(201, 257, 513, 1025, 2049, 70_000).map((length) => 'x'.repeat(length)),
);

/** An object with exactly these own keys, `__proto__` included (an object literal would set the prototype). */
export function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** `{"a":{"a":…1}}` `depth` levels deep, built without recursion. */
export function nested(depth: number, asArrays = false): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = asArrays ? [value] : { a: value };
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileScalar), { maxLength: 3 }).map(objectOf) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 5, max: 3000 }), fc.boolean())
      .map(([depth, arrays]) => nested(depth, arrays)),
  },
);

/** One value of each class that has broken a route; every field of every route gets each of them. */
export const REPRESENTATIVES: unknown[] = [
  'Infinity',
  '-Infinity',
  true,
  '0x10',
  [11],
  ' 13 ',
  '7',
  1.5,
  2 ** 53 + 2,
  null,
  {},
  'a\u0000b',
  'x\ud800',
  'x'.repeat(70_000),
  nested(64),
];

/**
 * A valid-looking value for `schema`: `known` values by field name (a real unit token, the player's phone…) so
 * that the fuzz reaches past the auth checks, else the least the schema allows.
 */
export function exampleOf(schema: Schema, known: Record<string, unknown>, name?: string): unknown {
  if (name !== undefined && Object.hasOwn(known, name)) return known[name];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  const anyOf = schema.anyOf as Schema[] | undefined;
  if (anyOf?.[0]) return exampleOf(anyOf[0], known, name);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, exampleOf(sub, known, key)]));
    }
    case 'string':
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      return null;
  }
}

export function propertyNames(schema: Schema | undefined): string[] {
  return Object.keys((schema?.properties ?? {}) as Record<string, unknown>);
}

/** Percent-encodes any string; a lone surrogate becomes the bytes of its (invalid) UTF-8 form, as a client might send. */
function encodePart(text: string): string {
  if (!/\p{Cs}/u.test(text)) return encodeURIComponent(text);
  return [...text].map((char) => (/\p{Cs}/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

/** The pairs a query string carries: arrays repeat their key, anything not a string is sent as its JSON. */
export function queryPairs(values: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(values).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [
      key,
      typeof item === 'string' ? item : (JSON.stringify(item) ?? ''),
    ]),
  );
}

export function queryString(pairs: Array<[string, string]>): string {
  return pairs.map(([key, text]) => `${encodePart(key)}=${encodePart(text)}`).join('&');
}

/** Raw query strings that a URL decoder can choke on. */
export const RAW_QUERIES = ['%ff', 'a=%ff', 'a=%00', 'a=%ED%A0%80', '%%', 'a[b]=1&a[c]=2', '__proto__[x]=1', 'a=1&a=2'];

/** Raw bodies and content types that a body parser can choke on. */
export const RAW_BODIES: Array<{ payload: string; contentType: string }> = [
  { payload: '', contentType: 'application/json' },
  { payload: '{', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
  { payload: '{"a":1,"a":2}', contentType: 'application/json' },
  { payload: '\ufeff{}', contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json; charset=latin1' },
  { payload: '<a/>', contentType: 'text/xml' },
  { payload: 'a=1', contentType: 'application/x-www-form-urlencoded' },
  { payload: '{}', contentType: 'text/plain' },
  { payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`, contentType: 'application/json' },
];

/** A text no schema may let through: NUL or a lone surrogate, in any string or key, at any depth. */
export function hasBadText(value: unknown): boolean {
  const bad = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string' && bad(item)) return true;
    if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (bad(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** How deep objects and arrays nest in `value`. */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const inner of Object.values(item)) stack.push([inner, depth + 1]);
  }
  return deepest;
}

/** Whether `value`, as JSON carries it, is of a type `schema` allows (const, ranges and lengths aside). */
export function typeFits(schema: Schema, value: unknown): boolean {
  const anyOf = schema.anyOf as Schema[] | undefined;
  if (anyOf) return anyOf.some((option) => typeFits(option, value));
  switch (schema.type) {
    case undefined:
      return true;
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

/** A fuzzed body or query, and why a route that validates it must refuse it (if it must). */
export interface Fuzzed {
  value: unknown;
  refuse?: string;
}

/** Why a value, as JSON carries it, must be refused by a schema; `fits` says whether its type is right. */
function mustRefuse(sent: unknown, fits: boolean): string | undefined {
  if (!fits) return 'a wrong JSON type';
  if (hasBadText(sent)) return 'NUL or a lone surrogate';
  if (depthOf(sent) > 32) return 'nesting too deep';
  return undefined;
}

/** Variations of a route's body or query: a valid-looking base with one field replaced, one key added, or whole. */
export class Part {
  readonly base: Record<string, unknown>;
  readonly fields: string[];

  constructor(
    private readonly schema: Schema | undefined,
    known: Record<string, unknown>,
  ) {
    this.base = (schema ? exampleOf(schema, known) : {}) as Record<string, unknown>;
    this.fields = propertyNames(schema);
  }

  replaced(field: string, value: unknown): Fuzzed {
    const properties = (this.schema?.properties ?? {}) as Record<string, Schema>;
    const body = objectOf(Object.entries(this.base).map(([key, old]) => [key, key === field ? value : old]));
    return this.checked(body, (sent) => typeFits(properties[field] ?? {}, (sent as Record<string, unknown>)[field]));
  }

  extra(key: string, value: unknown): Fuzzed {
    return this.checked(objectOf([...Object.entries(this.base), [key, value]]), () => true);
  }

  /** null is let through: a route that takes an empty body reads null as {}. */
  whole(value: unknown): Fuzzed {
    return this.checked(value, (sent) => sent === null || !this.schema || typeFits(this.schema, sent));
  }

  /** Every representative in every field, and each hostile key added. */
  sweep(): Fuzzed[] {
    const keys = ['__proto__', 'constructor', '\u0000', '\ud800'];
    return [
      ...this.fields.flatMap((field) => REPRESENTATIVES.map((value) => this.replaced(field, value))),
      ...keys.map((key) => this.extra(key, 1)),
    ];
  }

  arbitrary(): fc.Arbitrary<Fuzzed> {
    const options: Array<fc.WeightedArbitrary<Fuzzed>> = [
      { weight: 1, arbitrary: fc.constant({ value: this.base }) },
      { weight: 2, arbitrary: fc.tuple(hostileKey, hostileValue).map(([key, value]) => this.extra(key, value)) },
      { weight: 2, arbitrary: hostileValue.map((value) => this.whole(value)) },
    ];
    if (this.fields.length > 0) {
      const replaced = fc.tuple(fc.constantFrom(...this.fields), hostileValue);
      options.push({ weight: 8, arbitrary: replaced.map(([field, value]) => this.replaced(field, value)) });
    }
    return fc.oneof(...options);
  }

  private checked(value: unknown, fits: (sent: unknown) => boolean): Fuzzed {
    if (!this.schema) return { value };
    const sent: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
    return { value, refuse: mustRefuse(sent, fits(sent)) };
  }
}

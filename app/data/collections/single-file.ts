/** A content file entered once for the whole site: one JSON file, checked whole by its schema and written in its order. */
import type { z } from 'zod';
import type { Problem } from './collection.ts';
import { parseJson } from './validate.ts';

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.');
const at = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), data);

/** The file's text checked: its data, or one problem per field; `unknownKey` is the message for a key the schema lacks. */
export function checkSingleFile<S extends z.ZodType>(file: string, schema: S, text: string, unknownKey: string): { data?: z.infer<S>; problems: Problem[] } {
  const problem = (field: string, message: string): Problem => ({ file, field, message });
  const { data, error } = parseJson(text);
  if (error) return { problems: [problem('(file)', `is not valid JSON at ${error}: mend it in a text editor (the content manager cannot open it)`)] };
  const parsed = schema.safeParse(data);
  if (parsed.success) return { data: parsed.data, problems: [] };
  return {
    problems: parsed.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? problem(fieldName([...issue.path, issue.keys[0]!]), unknownKey)
        : problem(fieldName(issue.path), at(data, issue.path) === undefined ? 'is missing' : issue.message),
    ),
  };
}

function inSchemaOrder(value: unknown, schema: z.ZodType): unknown {
  const def = schema.def as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType };
  if (def.innerType) return inSchemaOrder(value, def.innerType);
  if (def.type === 'array' && Array.isArray(value)) return value.map((v) => inSchemaOrder(v, def.element!));
  if (def.type !== 'object' || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const data = value as Record<string, unknown>;
  const named = Object.keys(def.shape!).filter((key) => key in data);
  const rest = Object.keys(data).filter((key) => !(key in def.shape!));
  return Object.fromEntries([...named, ...rest].map((key) => [key, def.shape![key] ? inSchemaOrder(data[key], def.shape![key]) : data[key]]));
}

/** The file's text in the schema's key order: Decap's Immutable.js maps lose the order of larger objects, so a small edit rewrote many lines. */
export const singleFileText = (value: unknown, schema: z.ZodType) => `${JSON.stringify(inSchemaOrder(value, schema), null, 2)}\n`;

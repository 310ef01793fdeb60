/**
 * A content file entered once for the whole site (the company's facts, the menus): one JSON file, checked whole
 * by its schema, and written by the content manager in that schema's order.
 */
import type { z } from 'zod';
import type { Problem } from './collection.ts';
import { parseJson } from './validate.ts';

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.');
const at = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), data);

/** The file's text checked by `schema`: its data, or one problem per field; `unknownKey` says what a key the schema does not name is not. */
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

/** `value` with its keys, at every depth, in the order `schema` names them; keys it does not name after them. */
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

/**
 * The file's text: keys in the schema's order at every depth, two spaces, a line break at the end. The content
 * manager holds the data in Immutable.js maps, which keep the order of at most eight keys: written as it holds
 * them, one changed phone rewrote some forty lines of the facts.
 */
export const singleFileText = (value: unknown, schema: z.ZodType) => `${JSON.stringify(inSchemaOrder(value, schema), null, 2)}\n`;

import type { z } from "zod";

/** What is wrong with a setting, one "path: message" per problem. */
export function problems(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
}

/** A setting given as JSON in the environment variable `name`, checked against `schema`; a failure names the variable. */
export function jsonSetting<S extends z.ZodType>(name: string, json: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error(`bad server configuration: ${name} is not JSON`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`bad server configuration: ${name}: ${problems(parsed.error)}`);
  return parsed.data;
}

/**
 * The parts of the app's OpenAPI document the route-walking suites read (every operation's
 * parameters and JSON body), and the two readers they share.
 */
export type Schema = {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
export type Parameter = { in: string; name: string; schema?: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** The declared type of a schema, looking through nullable unions. */
export function typeOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  return union?.map(typeOf).find((t) => t !== undefined && t !== 'null');
}

/** An object schema's properties, merged across the branches of a union. */
export function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  return Object.assign({}, ...union.map(propertiesOf)) as Record<string, Schema>;
}

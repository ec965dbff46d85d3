// The /api-docs page's view of the OpenAPI document: per operation its method, path, headers,
// parameters and the top-level fields of its body and answer (the full schemas are in
// /v1/openapi.json), so the page stays small.
import { openApiDocument } from "~/api/openapi.server";

type JsonSchema = { type?: unknown; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; description?: string; enum?: unknown[]; format?: string };
export type DocField = { name: string; type: string; required: boolean; description?: string };
export type DocOperation = {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  specRow?: string;
  auth: string;
  parameters: DocField[];
  body: { contentType: string; fields: DocField[] } | null;
  answer: DocField[];
  statuses: { status: string; description: string }[];
};

function typeOf(s: JsonSchema | undefined): string {
  if (!s) return "any";
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (s.anyOf) return s.anyOf.map(typeOf).join(" | ");
  if (s.type === "array") return `${typeOf(s.items)}[]`;
  if (Array.isArray(s.type)) return s.type.join(" | ");
  if (s.format === "binary") return "file";
  return typeof s.type === "string" ? s.type : s.properties ? "object" : "any";
}

function fieldsOf(s: JsonSchema | undefined): DocField[] {
  const target = s?.anyOf?.find((x) => x.properties) ?? s;
  return Object.entries(target?.properties ?? {}).map(([name, f]) => ({
    name,
    type: typeOf(f),
    required: target?.required?.includes(name) ?? false,
    ...(f.description ? { description: f.description } : {}),
  }));
}

export function apiDocsView() {
  const doc = openApiDocument() as {
    info: { title: string; version: string; description: string };
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operations: DocOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const security = (op.security as Record<string, unknown>[]) ?? [];
      const names = security.flatMap((s) => Object.keys(s));
      const auth = !security.length
        ? "none"
        : security.some((s) => !Object.keys(s).length)
          ? `optional: ${names.join(" or ")}`
          : `required: ${names.join(" or ")}`;
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      const contentType = content ? Object.keys(content)[0] : null;
      const responses = op.responses as Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
      const ok = Object.entries(responses).find(([status]) => status.startsWith("2"));
      const okSchema = ok?.[1].content?.["application/json"]?.schema;
      const data = okSchema?.properties?.data;
      operations.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        tag: String((op.tags as string[])[0]),
        summary: String(op.summary),
        ...(op["x-spec-row"] ? { specRow: String(op["x-spec-row"]) } : {}),
        auth,
        parameters: ((op.parameters as { name: string; in: string; required: boolean; schema: JsonSchema; description?: string }[]) ?? []).map((p) => ({
          name: `${p.name} (${p.in})`,
          type: typeOf(p.schema),
          required: p.required,
          ...(p.description ? { description: p.description } : {}),
        })),
        body: content && contentType ? { contentType, fields: fieldsOf(content[contentType].schema) } : null,
        answer: fieldsOf(data?.type === "array" ? data.items : data),
        statuses: Object.entries(responses).map(([status, r]) => ({ status, description: r.description })),
      });
    }
  }
  return { title: doc.info.title, version: doc.info.version, description: doc.info.description, operations };
}

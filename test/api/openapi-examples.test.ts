import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";

/*
 * Issue 35: every example and default in the OpenAPI document holds against its own schema (8 defaults of the
 * registration form did not), every array says what its items are, and a route that answers a file is documented
 * with that file's content type, not the JSON envelope.
 */

type Json = Record<string, unknown>;

/** Every schema in the document (a value under `schema`, `items`, `properties`...) with where it is. */
function schemasIn(value: unknown, path: string, out: { path: string; schema: Json }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => schemasIn(v, `${path}/${i}`, out));
  else if (typeof value === "object" && value !== null) {
    const node = value as Json;
    if ("type" in node || "anyOf" in node || "enum" in node || "$ref" in node) out.push({ path, schema: node });
    for (const [k, v] of Object.entries(node)) if (k !== "example" && k !== "examples" && k !== "default") schemasIn(v, `${path}/${k}`, out);
  }
  return out;
}

describe("the OpenAPI document's examples", async () => {
  const doc = (await (await openapi()).json()) as { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
  const check = (schema: Json, value: unknown) => {
    const local = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Json;
    const validate = ajv.compile(local);
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
  const schemas = schemasIn(doc, "#");

  it("holds every example and default against its own schema", () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { path, schema } of schemas) {
      const { default: fallback, example, examples, ...rest } = schema;
      const values = [...("default" in schema ? [fallback] : []), ...("example" in schema ? [example] : []), ...(Array.isArray(examples) ? examples : [])];
      for (const value of values) {
        checked++;
        const problem = check(rest, value);
        if (problem) failures.push(`${path}: ${JSON.stringify(value)}: ${problem}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });

  it("gives every array an items schema", () => {
    const bare = schemas.filter(({ schema }) => schema.type === "array" && (typeof schema.items !== "object" || schema.items === null)).map((s) => s.path);
    expect(bare).toEqual([]);
  });

  it("documents the data export as a zip, not the JSON envelope", () => {
    const ok = (doc.paths["/profile/export"].get.responses as Record<string, { content: Record<string, unknown> }>)["200"];
    expect(Object.keys(ok.content)).toEqual(["application/zip"]);
  });
});

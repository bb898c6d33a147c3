import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@readme/openapi-parser';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Meta's own OpenAPI description of the WhatsApp Business Platform (Graph API v23.0), kept beside the
 * project in `../shared/conformance/` and read as published: the repairs below are made in memory, so
 * a newer file from Meta can replace it unchanged (issue #32). Conformance tests check our Cloud API
 * client's requests, the sandbox's answers and the sandbox's webhook bodies against it.
 */
export const META_OPENAPI_FILE = process.env.META_OPENAPI_FILE ?? fileURLToPath(new URL('../../../shared/conformance/meta-business-messaging-api_v23.0.yaml', import.meta.url));

type Json = Record<string, unknown>;
type Schema = Json & { $ref?: string; allOf?: Schema[]; oneOf?: Schema[]; properties?: Record<string, Schema>; required?: string[] };

/** What each repair changed, so a test can tell when a newer file no longer needs one. */
export interface Repairs {
  webhookRefs: number;
  allOfClosedBranches: number;
  loosened: string[];
}

export interface MetaOpenApi {
  repairs: Repairs;
  /**
   * The request body schema of `method path`, path as Meta writes it (`/{Version}/{Phone-Number-ID}/messages`):
   * its JSON body's, or the one of `contentType` (`multipart/form-data` for an upload).
   */
  request(method: string, path: string, contentType?: string): Validator;
  /** Whether `method path` takes a request body at all. */
  takesBody(method: string, path: string): boolean;
  /** The answer schema of `method path` for `status`; the shared Graph error for an error status the operation does not list. */
  response(method: string, path: string, status: number): Validator;
  /** What Meta posts to a webhook callback. */
  webhook(): Validator;
  /** One named schema of the file's components (`TemplateMessage`), to tell which part of a body is refused. */
  schema(name: string): Validator;
  /** Meta's own request examples of an operation, by name. */
  requestExamples(method: string, path: string): Record<string, unknown>;
  /** Meta's own webhook examples, by name. */
  webhookExamples(): Record<string, unknown>;
}

export interface Validator {
  (value: unknown): boolean;
  /** The reasons the last value was refused, one line each, most telling first. */
  problems(value: unknown): string[];
}

const schemaRef = (name: string) => `#/components/schemas/${name}`;

function eachSchemaObject(value: unknown, visit: (schema: Schema) => void) {
  const stack = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (Array.isArray(next)) stack.push(...next);
    else if (next && typeof next === 'object') {
      visit(next as Schema);
      stack.push(...Object.values(next));
    }
  }
}

/**
 * The webhook description was merged in after the send side, its clashing schemas renamed
 * (`TextMessage_2`, `BaseMessageProperties_1`, …), but its `$ref`s kept the original names, so
 * incoming messages were checked against the send schemas. Within the webhook part (every schema
 * from `WebhookPayload` on), point each such ref at the renamed copy defined there.
 */
function repairWebhookRefs(schemas: Record<string, Schema>): number {
  const names = Object.keys(schemas);
  const start = names.indexOf('WebhookPayload');
  if (start < 0) return 0;
  const webhookPart = names.slice(start);
  const renamed = new Map<string, string>();
  for (const name of webhookPart) {
    const original = name.replace(/_\d+$/, '');
    if (original !== name && schemas[original] && names.indexOf(original) < start) renamed.set(original, name);
  }
  const renamedRef = (ref: unknown) => (typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? renamed.get(ref.slice('#/components/schemas/'.length)) : undefined);
  let changed = 0;
  for (const name of webhookPart) {
    eachSchemaObject(schemas[name], (schema) => {
      const target = renamedRef(schema.$ref);
      if (target) {
        schema.$ref = schemaRef(target);
        changed += 1;
      }
      // Discriminator mappings are annotations here, but kept true to the refs they stand beside.
      const mapping = (schema.discriminator as { mapping?: Record<string, string> } | undefined)?.mapping;
      for (const [key, ref] of Object.entries(mapping ?? {})) {
        const mapped = renamedRef(ref);
        if (mapped) {
          mapping![key] = schemaRef(mapped);
          changed += 1;
        }
      }
    });
  }
  return changed;
}

/**
 * `additionalProperties: false` inside one `allOf` branch refuses the properties the other branches
 * declare (`messaging_product`, `to`); what was meant is the whole object closed, which JSON Schema
 * 2020-12 spells `unevaluatedProperties: false` on the parent.
 */
function repairClosedAllOfBranches(root: unknown): number {
  let changed = 0;
  eachSchemaObject(root, (schema) => {
    if (!Array.isArray(schema.allOf)) return;
    for (const branch of schema.allOf) {
      if (branch.additionalProperties === false) {
        delete branch.additionalProperties;
        schema.unevaluatedProperties = false;
        changed += 1;
      }
    }
  });
  return changed;
}

/**
 * Where the file is stricter than Meta's developer documentation and its own examples, follow the
 * documentation (docs/decisions.md, "Meta's OpenAPI file"). Each entry names what it loosens.
 */
function loosenToDocumentation(schemas: Record<string, Schema>): string[] {
  const done: string[] = [];
  const unrequire = (name: string, field: string) => {
    const required = schemas[name]?.required;
    if (required?.includes(field)) {
      schemas[name]!.required = required.filter((each) => each !== field);
      done.push(`${name}.${field} optional`);
    }
  };
  unrequire('BaseMessageProperties', 'recipient_type');
  unrequire('LanguageObject', 'policy');
  eachSchemaObject(schemas.LocationMessage, (schema) => {
    for (const field of ['latitude', 'longitude']) {
      const property = schema.properties?.[field];
      if (property?.type === 'string') {
        property.type = ['number', 'string'];
        done.push(`LocationMessage.location.${field} a number`);
      }
    }
  });
  // A template button's index is "0 to 9" in the documentation, sent as a number or a string in its
  // examples; the file's pattern `^[2-6, 11-14]$` is a character class that refuses 0, 1, 7, 8 and 9.
  // Its sub_type list leaves out the documented copy_code (coupon), flow and mpm buttons.
  for (const name of ['TemplateComponent', 'ButtonComponent']) {
    eachSchemaObject(schemas[name], (schema) => {
      const index = schema.properties?.index;
      if (index?.pattern) {
        schema.properties!.index = { type: ['string', 'integer'], pattern: '^[0-9]$', minimum: 0, maximum: 9 };
        done.push(`${name}.index 0-9`);
      }
      const subType = schema.properties?.sub_type as (Schema & { enum?: string[] }) | undefined;
      if (subType?.enum && !subType.enum.includes('copy_code')) {
        subType.enum = [...subType.enum, 'copy_code', 'flow', 'mpm'];
        done.push(`${name}.sub_type copy_code, flow, mpm`);
      }
    });
  }
  // A number moving here from another provider keeps its display name: Meta's migration guide adds it
  // with cc, phone_number and migrate_phone_number only. A new number still needs its verified_name.
  const create = schemas.PhoneNumberCreateRequest;
  if (create?.required?.includes('verified_name')) {
    create.required = create.required.filter((each) => each !== 'verified_name');
    Object.assign(create, { if: { required: ['migrate_phone_number'], properties: { migrate_phone_number: { const: true } } }, else: { required: ['verified_name'] } });
    done.push('PhoneNumberCreateRequest.verified_name optional when migrating');
  }
  // Call-to-action URL buttons are a documented interactive kind ("Interactive CTA URL button
  // messages") the file's interactive types and actions leave out.
  const interactiveType = schemas.InteractiveObject?.properties?.type as (Schema & { enum?: string[] }) | undefined;
  if (interactiveType?.enum && !interactiveType.enum.includes('cta_url') && schemas.ActionObject?.oneOf) {
    interactiveType.enum = [...interactiveType.enum, 'cta_url'];
    schemas.ActionObject.oneOf.push({
      required: ['name', 'parameters'],
      properties: {
        name: { type: 'string', enum: ['cta_url'] },
        parameters: { type: 'object', required: ['display_text', 'url'], properties: { display_text: { type: 'string', maxLength: 20 }, url: { type: 'string', format: 'uri' } } },
      },
    });
    done.push('InteractiveObject cta_url');
  }
  const base = schemas.BaseMessageProperties;
  if (base?.properties && !base.properties.biz_opaque_callback_data) {
    base.properties.biz_opaque_callback_data = { type: 'string', maxLength: 512 };
    done.push('BaseMessageProperties.biz_opaque_callback_data');
  }
  const message = schemas.Message;
  if (message?.oneOf && schemas.MarkMessageRequestPayload && !message.oneOf.some((each) => each.$ref === schemaRef('MarkMessageRequestPayload'))) {
    message.oneOf.push({ $ref: schemaRef('MarkMessageRequestPayload') });
    done.push('Message.oneOf + MarkMessageRequestPayload');
  }
  return done;
}

function describeProblems(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}${error.params && Object.keys(error.params).length > 0 ? ` ${JSON.stringify(error.params)}` : ''}`);
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

let loaded: Promise<MetaOpenApi> | undefined;

/** Parses and repairs the file once per process; every test file shares the compiled validators. */
export function loadMetaOpenApi(): Promise<MetaOpenApi> {
  loaded ??= load();
  return loaded;
}

async function load(): Promise<MetaOpenApi> {
  if (!existsSync(META_OPENAPI_FILE)) throw new Error(`Meta's OpenAPI file is not at ${META_OPENAPI_FILE}: the conformance tests read it from ../shared/conformance (or META_OPENAPI_FILE)`);
  const doc = (await parse(META_OPENAPI_FILE)) as unknown as Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Schema>; parameterGroups?: unknown } };
  // Not OpenAPI: nothing refers to it, and a strict OpenAPI validator refuses the file for it.
  delete doc.components.parameterGroups;
  const repairs: Repairs = {
    webhookRefs: repairWebhookRefs(doc.components.schemas),
    allOfClosedBranches: repairClosedAllOfBranches(doc.components.schemas),
    loosened: loosenToDocumentation(doc.components.schemas),
  };

  // Discriminators map onto `allOf` branches, which Ajv cannot use: they stay annotations, `oneOf` decides.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'binary', 'byte', 'password', 'url']) ajv.addFormat(format, true);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  ajv.addSchema(doc, 'meta.json');

  const compiled = new Map<string, ValidateFunction>();
  const validator = (at: string): Validator => {
    let validate = compiled.get(at);
    if (!validate) {
      validate = ajv.compile({ $ref: `meta.json#${at}` });
      compiled.set(at, validate);
    }
    const check = validate;
    return Object.assign((value: unknown) => check(value), {
      problems: (value: unknown) => (check(value) ? [] : describeProblems(check.errors)),
    });
  };
  const operation = (method: string, path: string) => {
    const found = doc.paths[path]?.[method.toLowerCase()];
    if (!found) throw new Error(`Meta's file has no ${method} ${path}`);
    return found as Json & { requestBody?: { content?: Record<string, { schema?: unknown; examples?: Record<string, { value: unknown }> }> }; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
  };
  const jsonBody = (content: Record<string, unknown> | undefined) => (content?.['application/json'] ? 'application/json' : Object.keys(content ?? {})[0]);
  const examplesOf = (method: string, path: string) =>
    Object.fromEntries(Object.entries(operation(method, path).requestBody?.content?.[jsonBody(operation(method, path).requestBody?.content)!]?.examples ?? {}).map(([name, example]) => [name, example.value]));

  return {
    repairs,
    request(method, path, contentType) {
      const body = operation(method, path).requestBody?.content;
      const type = contentType ?? jsonBody(body);
      if (!type || !body?.[type]?.schema) throw new Error(`Meta's file gives ${method} ${path} no request body schema`);
      return validator(`/${pointer('paths', path, method.toLowerCase(), 'requestBody', 'content', type, 'schema')}`);
    },
    takesBody: (method, path) => Boolean(operation(method, path).requestBody),
    response(method, path, status) {
      const responses = operation(method, path).responses ?? {};
      const listed = responses[String(status)]?.content;
      const type = jsonBody(listed);
      if (type && listed?.[type]?.schema) return validator(`/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', type, 'schema')}`);
      // The send operation lists no error answer; the Graph error schema 467 other answers use fits Meta's error body.
      if (status >= 400) return validator(`/${pointer('components', 'schemas', 'GraphAPIError')}`);
      throw new Error(`Meta's file gives ${method} ${path} no ${status} answer schema`);
    },
    webhook: () => validator(`/${pointer('paths', '/whatsapp/webhooks', 'post', 'requestBody', 'content', 'application/json', 'schema')}`),
    schema(name) {
      if (!doc.components.schemas[name]) throw new Error(`Meta's file has no schema ${name}`);
      return validator(`/${pointer('components', 'schemas', name)}`);
    },
    requestExamples: examplesOf,
    webhookExamples: () => examplesOf('post', '/whatsapp/webhooks'),
  };
}

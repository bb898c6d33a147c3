import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorCode } from '@/api/contracts/errors';
import { buildOpenApiDocument } from '../../openapi/build-document';
import { apiRoutes } from '../../api-routes';
import { errorStatus } from '../http/error-status';
import { decideAccess, type CallerFacts } from './decide-access';
import type { RouteAccess } from './route-access';

/** What a declaration must look like; an operation without one (or with a malformed one) fails. */
const declaration = z.strictObject({
  signedIn: z.boolean(),
  by: z.enum(['provider-signature', 'reports-token', 'gateway-token', 'token-in-request']).optional(),
  roles: z.array(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])).min(1).optional(),
  actingForCustomer: z.literal(true).optional(),
  notActingForCustomer: z.literal(true).optional(),
  channel: z
    .strictObject({
      services: z.enum(['whatsapp', 'rcs', 'whatsapp-or-rcs']),
      servicesRefusal: z.string().min(1),
      userAdminRefusal: z.string().min(1),
      permissions: z.array(z.string().min(1)).min(1),
      missing: z.string().min(1),
    })
    .optional(),
  account: z.strictObject({ fields: z.array(z.string().min(1)).min(1), customerOpeners: z.literal(true).optional() }).optional(),
});

type Operation = { 'x-access'?: unknown };
type Document = { paths: Record<string, Record<string, Operation>> };

/** Every operation of an OpenAPI document as `METHOD /path` with its declared rule. */
function operations(document: Document): { key: string; access: RouteAccess }[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const key = `${method.toUpperCase()} ${path}`;
      const parsed = declaration.safeParse(operation['x-access']);
      if (!parsed.success) throw new Error(`${key} declares no access rule: ${z.prettifyError(parsed.error)}`);
      return { key, access: parsed.data as RouteAccess };
    }),
  );
}

const profile = (subsvc: string) => ({ data: [{ subsvc, permissions: 'C,M' }] });
const customer = { esme: 7, roleId: 3, impersonatedBy: null };
const bothChannels = { services: '1,2', profile: null };

/** The callers every route is tried with. */
const callers = {
  signedOut: { session: null },
  admin: { session: { esme: 7, roleId: 0, impersonatedBy: null }, user: bothChannels },
  userAdmin: { session: { esme: 7, roleId: 1, impersonatedBy: null }, user: bothChannels },
  operator: { session: { esme: 7, roleId: 2, impersonatedBy: null }, user: bothChannels },
  operatorAsCustomer: { session: { esme: 7, roleId: 2, impersonatedBy: 'admin-user-id' }, user: bothChannels },
  whatsappOnly: { session: customer, user: { services: '1', profile: null } },
  rcsOnly: { session: customer, user: { services: '2', profile: null } },
  reportsProfile: { session: customer, user: { services: '1,2', profile: profile('Reports') } },
  templatesProfile: { session: customer, user: { services: '1,2', profile: profile('TemplateManagement') } },
  otherAccount: { session: customer, user: bothChannels, account: 8 },
} satisfies Record<string, CallerFacts>;
type Caller = keyof typeof callers;

/** `403` is the plain `forbidden` refusal; any other code is named after the status. */
type Outcome = '401' | '403' | '403 account_mismatch' | '403 customer_login.err.already_impersonating';
type Row = { routes: RegExp; by?: RouteAccess['by']; refused: Partial<Record<Caller, Outcome>> };

const signedIn = { signedOut: '401' } as const;
const channelRoles = { ...signedIn, userAdmin: '403', operator: '403' } as const;

/** First matching row wins; every route must match one, every row must match a route. Callers not named pass. */
const rows: Row[] = [
  { routes: /^POST \/webhooks\/|^GET \/webhooks\//, by: 'provider-signature', refused: {} },
  { routes: /^POST \/api\/gateway\//, by: 'gateway-token', refused: {} },
  { routes: /^(POST \/api\/auth\/logout|POST \/api\/bot\/verify|GET \/api\/bot\/checkflag)$/, by: 'token-in-request', refused: {} },
  { routes: /^\w+ \/api\/reports\/(rcs\/|insights|campaigns\/|rcs-outtraffic)/, by: 'reports-token', refused: {} },
  {
    routes:
      /^(POST \/api\/auth\/login|GET \/api\/auth\/sandbox-login|POST \/api\/bot\/userstatus|POST \/api\/client-errors|\w+ \/api\/pwa\/|GET \/api\/campaign\/api\/rcstemplate\/media\/|\w+ \/api\/sandbox\/social-login\/|GET \/api\/r\/)/,
    refused: {},
  },
  { routes: /^POST \/api\/auth\/customer-login$/, refused: { ...signedIn, userAdmin: '403', operatorAsCustomer: '403 customer_login.err.already_impersonating', whatsappOnly: '403', rcsOnly: '403', reportsProfile: '403', templatesProfile: '403', otherAccount: '403' } },
  { routes: /^GET \/api\/campaign\/rcs\/ipvalidation$/, refused: { ...signedIn, otherAccount: '403 account_mismatch' } },
  { routes: /^\w+ \/api\/users$/, refused: { ...signedIn, operator: '403', operatorAsCustomer: '403', whatsappOnly: '403', rcsOnly: '403', reportsProfile: '403', templatesProfile: '403', otherAccount: '403' } },
  { routes: /^GET \/api\/insights$/, refused: { ...signedIn, userAdmin: '403', operator: '403', operatorAsCustomer: '403', whatsappOnly: '403', rcsOnly: '403', reportsProfile: '403', templatesProfile: '403', otherAccount: '403' } },
  { routes: /^\w+ \/api\/bot\/(?!api\/logconfig|timezone)/, refused: { ...signedIn, userAdmin: '403', operator: '403' } },
  {
    routes: /^GET \/api\/campaign\/whatsapp\/(campaigns(\/\{id\}(\/(preview|report|recipients))?)?|report\/campaigns|tracking\/delivery|transactions|support-requests)$|^POST \/api\/campaign\/whatsapp\/support-requests$/,
    refused: { ...channelRoles, rcsOnly: '403', templatesProfile: '403' },
  },
  {
    routes: /^\w+ \/api\/campaign\/whatsapp\/(senders|templates\/approved|audience-counts|campaigns|tracking\/(maker|checker)|contact-scrubbing)/,
    refused: { ...channelRoles, rcsOnly: '403', reportsProfile: '403', templatesProfile: '403' },
  },
  // Spec §7's account reads: any user of the account (every user opens reports, which read is_aws here).
  { routes: /^GET \/api\/(campaign\/v1\.0\/templates\/getRcsEsmeWabaIdInfo|campaign\/api\/v1\.0\/configs\/accountcstmfeature|v1\.0\/feature\/)/, refused: { ...signedIn, operator: '403', otherAccount: '403 account_mismatch' } },
  {
    routes: /^POST \/api\/campaign\/api\/v1\.0\/configs\/accountcstmfeature$/,
    refused: { ...signedIn, userAdmin: '403', operator: '403', operatorAsCustomer: '403', whatsappOnly: '403', rcsOnly: '403', reportsProfile: '403', templatesProfile: '403', otherAccount: '403' },
  },
  {
    routes: /^\w+ \/api\/campaign\/(v1\.0\/templates\/|signup\/api\/v1\.0\/waba\/(list|syncTemplates)$)|^GET \/api\/v1\.0\/download\/media\/whatsapp$/,
    refused: { ...channelRoles, rcsOnly: '403', reportsProfile: '403', otherAccount: '403 account_mismatch' },
  },
  {
    routes: /^\w+ \/api\/campaign\/(v1\.0\/(webhook|profile|notifications)\/|signup\/api\/v1\.0\/|whatsapp\/(automations|automation-runs|sandbox))/,
    refused: { ...channelRoles, rcsOnly: '403', reportsProfile: '403', templatesProfile: '403', otherAccount: '403 account_mismatch' },
  },
  {
    routes: /^POST \/api\/campaign\/rcs\/(saveCampaignList|scheduleCampaignList|sentCampaignList|getSingleCampaign|getSingleScheduleCampaign|report\/)/,
    refused: { ...channelRoles, whatsappOnly: '403', templatesProfile: '403', otherAccount: '403 account_mismatch' },
  },
  { routes: /^POST \/api\/broadcast\/whatsapp\//, refused: { ...channelRoles, rcsOnly: '403', reportsProfile: '403', templatesProfile: '403', otherAccount: '403 account_mismatch' } },
  {
    routes: /^\w+ \/api\/(campaign\/(getSenderIds|getdlttemplate|fileUpload|rcs\/|api\/rcstemplate\/)|broadcast\/)/,
    refused: { ...channelRoles, whatsappOnly: '403', reportsProfile: '403', templatesProfile: '403', otherAccount: '403 account_mismatch' },
  },
  { routes: /^GET \/api\/tables\/exclusion-groups$/, refused: { ...channelRoles, whatsappOnly: '403', templatesProfile: '403' } },
  { routes: /^GET \/api\/tables\//, refused: { ...channelRoles, templatesProfile: '403' } },
  { routes: /^\w+ \/api\/tables\//, refused: { ...channelRoles, reportsProfile: '403', templatesProfile: '403' } },
  {
    routes: /^(POST \/api\/keepalive|POST \/api\/getToken|POST \/api\/(reportsLogout|auth\/reports-logout)|\w+ \/api\/reports\/(download\/column_list|downloads)|GET \/api\/roles|POST \/api\/bot\/(api\/logconfig|timezone)|GET \/api\/getwllogo|POST \/api\/insights\/links|GET \/api\/v1\.0\/download\/pending)/,
    refused: signedIn,
  },
];

function outcome(access: RouteAccess, facts: CallerFacts): Outcome | undefined {
  const decision = decideAccess(access, facts);
  if (decision.allowed) return undefined;
  const status = errorStatus[decision.refusal.errorName];
  const code = apiErrorCode[decision.refusal.errorName];
  return (code === 'forbidden' || code === 'unauthenticated' ? String(status) : `${status} ${code}`) as Outcome;
}

describe('access of every route in the OpenAPI document', () => {
  const all = operations(buildOpenApiDocument(apiRoutes) as Document);

  it.each(all)('$key: refuses exactly the callers its row names, as its row says', ({ key, access }) => {
    const row = rows.find((candidate) => candidate.routes.test(key));
    if (!row) throw new Error(`${key} has no row in the access table`);
    const refused = Object.fromEntries(Object.entries(callers).flatMap(([name, facts]) => {
      const result = outcome(access, facts);
      return result ? [[name, result]] : [];
    }));
    expect(refused).toEqual(row.refused);
    expect(access.by).toBe(row.by);
  });

  it('has no row that matches no route', () => {
    expect(rows.filter((row) => !all.some(({ key }) => row.routes.test(key))).map((row) => String(row.routes))).toEqual([]);
  });

  it('fails a route that declares no access', () => {
    const document = buildOpenApiDocument(apiRoutes) as Document;
    delete document.paths['/api/users']?.get?.['x-access'];
    expect(() => operations(document)).toThrow('GET /api/users declares no access rule');
  });
});

import { organizationDetails, organizationParams, organizationPath, organizationRequest, organizationResponse, type OrganizationResponse } from '@/api/contracts/whatsapp-accounts-more';
import type { Queryable } from '../../../platform/db/db';
import { notFound } from '../../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { routeFamily } from '../../../platform/access/route-families';
import { findOrganization, saveOrganization } from '../../organization-repo';

async function readOrganization(q: Queryable, esme: number): Promise<OrganizationResponse> {
  const row = await findOrganization(q, esme);
  if (!row) return { esme, details: null, updatedOn: null, updatedBy: null };
  return { esme, details: organizationDetails.parse(row.details), updatedOn: new Date(row.updated_on).toISOString(), updatedBy: row.updated_by };
}

const path = organizationPath(':esme');
const SUMMARY = "The organisation's details for the provider (whatsapp-registration-form): registered name, industry, contacts, address, tax id.";

export const organizationRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('signup'),
    method: 'get',
    path,
    summary: `${SUMMARY} \`details\` is null until first saved. Another account's esme is a 404.`,
    params: organizationParams,
    response: organizationResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      if (params.esme !== caller.esme) throw notFound('No such account.');
      return readOrganization(ctx.db, caller.esme);
    },
  }),
  defineRoute({
    ...routeFamily.accounts('signup'),
    method: 'post',
    path,
    summary: `Saves ${SUMMARY.charAt(0).toLowerCase()}${SUMMARY.slice(1)} Replaces what was there; a bad field is a 400 naming it and nothing is written.`,
    params: organizationParams,
    body: organizationRequest,
    response: organizationResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params, body }) => {
      if (params.esme !== caller.esme) throw notFound('No such account.');
      const details = organizationDetails.parse(body);
      await saveOrganization(ctx.db, caller.esme, { ...details, $updatedBy: caller.username }, ctx.options.now());
      return readOrganization(ctx.db, caller.esme);
    },
  }),
];

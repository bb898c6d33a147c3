import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  MIGRATION_BASE,
  deregisterNumberRequest,
  migrationListResponse,
  migrationStartRequest,
  numberMigration,
  registerNumberRequest,
  requestCodeRequest,
  sandboxCodeInboxResponse,
  verifyCodeRequest,
} from '@/api/contracts/whatsapp-accounts-more';
import { WHATSAPP_SANDBOX_BASE } from '@/api/contracts/automation';
import { whatsappSandboxOf } from '../../../messaging/sandbox/whatsapp/sandbox-handle';
import type { ServerContext } from '../../../platform/context';
import { ApiError, notFound } from '../../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { numberRegistrationOf } from '../../../messaging/channels/whatsapp/number-registration-client';
import { atProvider, expectState, listMigrations, moveMigration, ownMigration, presentMigration, saveStartedMigration } from '../../migration-repo';
import { findNumberIdByDisplay, markNumberDisconnected, saveRegisteredNumber } from '../../numbers-repo';
import { findWabaId } from '../../wabas-repo';
import { routeFamily } from '../../../platform/access/route-families';

const providerOf = (ctx: ServerContext) => {
  const client = numberRegistrationOf(ctx.db);
  if (!client) throw new ApiError('outboundFailed', 'No WhatsApp provider is configured on this server.');
  return client;
};

const ERRORS = [400, 401, 403, 404, 502] as const;

export const migrationRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('migration'),
    method: 'get',
    path: `${MIGRATION_BASE}/migrations`,
    summary: "The account's numbers moving here from another provider, newest first, with the step each has reached.",
    query: z.object({ esmeaddr: z.coerce.number().int().positive().optional() }),
    response: migrationListResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller }) => ({ migrations: (await listMigrations(ctx.db, caller.esme)).map(presentMigration) }),
  }),
  defineRoute({
    ...routeFamily.accounts('migration'),
    method: 'post',
    path: `${MIGRATION_BASE}/onprimess`,
    summary:
      "Starts moving a number registered with another provider (or the On-Premises API) to one of the account's WABAs: the provider adds it with `migrate_phone_number` and answers its id. Then request_code, verfy and register.",
    body: migrationStartRequest,
    response: numberMigration,
    errors: ERRORS,
    handle: async ({ ctx, caller, body }) => {
      const wabaId = await findWabaId(ctx.db, caller.esme, body.wabaId);
      if (!wabaId) throw notFound('No such WhatsApp Business Account in your account.');
      const displayNumber = `+${body.cc}${body.phone_number}`;
      if (await findNumberIdByDisplay(ctx.db, displayNumber)) throw new ApiError('invalidRequest', `${displayNumber} is already a number of this console.`, { phone_number: 'This number is already connected here.' });
      const phoneNumberId = await atProvider('phone_number', () => providerOf(ctx).addForMigration(wabaId, { cc: body.cc, phoneNumber: body.phone_number }));
      const now = ctx.options.now();
      const row = await saveStartedMigration(ctx.db, { id: randomUUID(), esme: caller.esme, wabaId, phoneNumberId, displayNumber, verifiedName: body.verified_name, at: now });
      if (!row) throw new ApiError('invalidRequest', `${displayNumber} is being moved by another account.`, { phone_number: 'Another account is moving this number.' });
      return presentMigration(row);
    },
  }),
  defineRoute({
    ...routeFamily.accounts('migration'),
    method: 'post',
    path: `${MIGRATION_BASE}/request_code`,
    summary: 'Asks the provider to send the number a 6-digit code by SMS or voice call (the sandbox puts it in its code inbox). May be asked again for a new code.',
    body: requestCodeRequest,
    response: numberMigration,
    errors: ERRORS,
    handle: async ({ ctx, caller, body }) => {
      const row = await ownMigration(ctx.db, caller.esme, body.migrationId);
      expectState(row, ['ADDED', 'CODE_SENT'], 'get a code');
      await atProvider('code_method', () => providerOf(ctx).requestCode(row.phone_number_id, body.code_method, body.language));
      return presentMigration(await moveMigration(ctx.db, row, 'CODE_SENT', ctx.options.now(), body.code_method));
    },
  }),
  defineRoute({
    ...routeFamily.accounts('migration'),
    method: 'post',
    path: `${MIGRATION_BASE}/verfy`,
    summary: 'Checks the code the number received (the spec spells the call `verfy`). A wrong code is a 400 on `code`.',
    body: verifyCodeRequest,
    response: numberMigration,
    errors: ERRORS,
    handle: async ({ ctx, caller, body }) => {
      const row = await ownMigration(ctx.db, caller.esme, body.migrationId);
      expectState(row, ['CODE_SENT'], 'be verified');
      await atProvider('code', () => providerOf(ctx).verifyCode(row.phone_number_id, body.code));
      return presentMigration(await moveMigration(ctx.db, row, 'VERIFIED', ctx.options.now()));
    },
  }),
  defineRoute({
    ...routeFamily.accounts('migration'),
    method: 'post',
    path: `${MIGRATION_BASE}/register`,
    summary: "Registers a verified (or deregistered) number for sending here with its two-step pin; it joins the account's numbers as CONNECTED.",
    body: registerNumberRequest,
    response: numberMigration,
    errors: ERRORS,
    handle: async ({ ctx, caller, body }) => {
      const row = await ownMigration(ctx.db, caller.esme, body.migrationId);
      expectState(row, ['VERIFIED', 'DEREGISTERED'], 'be registered');
      await atProvider('pin', () => providerOf(ctx).register(row.phone_number_id, body.pin));
      const now = ctx.options.now();
      return ctx.db.transaction(async (tx) => {
        await saveRegisteredNumber(tx, { id: row.phone_number_id, esme: caller.esme, wabaId: row.waba_id, displayNumber: row.display_number, verifiedName: row.verified_name, at: now });
        return presentMigration(await moveMigration(tx, row, 'REGISTERED', now));
      });
    },
  }),
  defineRoute({
    ...routeFamily.accounts('migration'),
    method: 'post',
    path: `${MIGRATION_BASE}/deregister`,
    summary: 'Deregisters a registered number at the provider: it stops sending here (status DISCONNECTED) and can be registered again or moved elsewhere.',
    body: deregisterNumberRequest,
    response: numberMigration,
    errors: ERRORS,
    handle: async ({ ctx, caller, body }) => {
      const row = await ownMigration(ctx.db, caller.esme, body.migrationId);
      expectState(row, ['REGISTERED'], 'be deregistered');
      await atProvider('migrationId', () => providerOf(ctx).deregister(row.phone_number_id));
      return ctx.db.transaction(async (tx) => {
        await markNumberDisconnected(tx, caller.esme, row.phone_number_id);
        return presentMigration(await moveMigration(tx, row, 'DEREGISTERED', ctx.options.now()));
      });
    },
  }),
  defineRoute({
    ...routeFamily.accounts('migration'),
    method: 'get',
    path: `${WHATSAPP_SANDBOX_BASE}/code-inbox`,
    summary: "SANDBOX ONLY: the verification codes the sandbox provider sent to the account's numbers being migrated, newest first (the owner's phone stand-in). 404 when the server talks to Meta.",
    response: sandboxCodeInboxResponse,
    errors: [401, 403, 404],
    handle: async ({ ctx, caller }) => {
      const sandbox = whatsappSandboxOf(ctx.db);
      if (!sandbox) throw notFound('This server sends through Meta: codes go to the real phone.');
      const own = new Set((await listMigrations(ctx.db, caller.esme)).map((row) => row.phone_number_id));
      const codes = sandbox.codeInbox.filter((message) => own.has(message.phoneNumberId));
      return { codes: codes.map((message) => ({ phone: message.phone, method: message.method, code: message.code, at: message.at.toISOString() })) };
    },
  }),
];

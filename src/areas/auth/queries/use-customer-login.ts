import { useMutation } from '@tanstack/react-query';
import { customerLoginResponse, ipValidationResponse } from '@/api/contracts/auth';
import { useApiClient, useConfig } from '@/api/react';
import { currentSession, type CustomerLogin } from '@/shell/session';

/** `reason` null: the IP check call itself failed, which spec §8 answers with no message. */
export type CustomerLoginOutcome = { ok: true; customer: CustomerLogin } | { ok: false; reason: string | null };

/** Customer sign-in then the IP check of the customer's account (spec §4 "Customer sign-in"). */
export function useCustomerLogin() {
  const client = useApiClient();
  const config = useConfig();
  return useMutation({
    mutationKey: ['auth', 'customer-login'],
    mutationFn: async (uname: string): Promise<CustomerLoginOutcome> => {
      const session = currentSession();
      const answer = await client.call(config.endpoints.customerLogin, {
        method: 'post',
        json: { uname: uname.trim(), id: String(session.read('id') ?? ''), admin_name: session.read('username') ?? '' },
        schema: customerLoginResponse,
      });
      const customer = answer.body;
      // The check concerns the customer's account, so it is made with the customer's new credentials.
      // The check's own failure (an error answer, no answer) is told apart from a check that says no.
      const check = await client
        .call(
          { service: 'campaign', path: '/rcs/ipvalidation' },
          {
            searchParams: { esmeaddr: customer.esme },
            schema: ipValidationResponse,
            omitRoleId: true,
            auth: { token: customer.token, username: customer.username, session: customer.session, roleId: customer.role_id },
          },
        )
        .catch(() => null);
      if (check === null) return { ok: false, reason: null };
      return check.status === 'success' ? { ok: true, customer } : { ok: false, reason: check.reason ?? check.status };
    },
  });
}

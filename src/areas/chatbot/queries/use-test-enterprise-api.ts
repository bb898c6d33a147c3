import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { apiTestRequest, apiTestResponse, type ApiTestRequest, type ApiTestResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { botEndpoint } from './bot-endpoint';

/** POST enterpriseapi/test: the server makes the request and answers its status, headers and body. */
export function testEnterpriseApi(client: ApiClient, request: ApiTestRequest): Promise<ApiTestResponse> {
  return client.call(botEndpoint`enterpriseapi/test`, { method: 'post', json: apiTestRequest.parse(request), schema: apiTestResponse });
}

export function useTestEnterpriseApi() {
  const client = useApiClient();
  return useMutation({ mutationFn: (request: ApiTestRequest) => testEnterpriseApi(client, request) });
}

import { useMemo } from 'react';
import type { FlowDetail } from '@/api/contracts/chatbot';
import type { EditorCatalogue } from '@/canvas/editor';
import { useAppList } from '../queries/use-app-list';
import { useEnterpriseApiList } from '../queries/use-enterprise-api-list';
import { useFlowList } from '../queries/use-flow-list';

/**
 * What the open flow's nodes may refer to: the account's enterprise APIs and apps, and the bot's
 * other flows (a flow cannot jump to itself, and the server checks jumps against the same set). A
 * list still loading or failed is left out, so the editor neither offers it nor flags jumps.
 */
export function useEditorCatalogue(detail: Pick<FlowDetail, 'id' | 'bot_id'>): EditorCatalogue {
  const enterpriseApis = useEnterpriseApiList();
  const flowList = useFlowList(detail.bot_id);
  const appList = useAppList();
  const savedApis = useMemo(
    () => enterpriseApis.data?.map((api) => ({ id: api.id, name: api.name, method: api.method, url: api.url, headers: api.headers, bodyType: api.body_type, body: api.body, access: api.access })),
    [enterpriseApis.data],
  );
  const flows = useMemo(
    () => flowList.data?.filter((flow) => flow.id !== detail.id).map((flow) => ({ id: flow.id, name: flow.name, state: flow.state })),
    [flowList.data, detail.id],
  );
  const apps = useMemo(() => appList.data?.map((app) => ({ id: app.id, name: app.name })), [appList.data]);
  return useMemo(() => ({ savedApis, flows, apps }), [savedApis, flows, apps]);
}

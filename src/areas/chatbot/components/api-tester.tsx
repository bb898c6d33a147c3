import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApiTestRequest } from '@/api/contracts/chatbot';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { apiErrorText } from '../api-error-text';
import { useTestEnterpriseApi } from '../queries/use-test-enterprise-api';

interface ApiTesterProps {
  /** The request as the form holds it now; null while the form is not valid enough to send. */
  getRequest: () => Promise<ApiTestRequest | null>;
}

const pre = 'max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-all';

/** Sends the request through the server and shows what came back (spec §2 response preview). */
export function ApiTester({ getRequest }: ApiTesterProps) {
  const { t } = useTranslation();
  const test = useTestEnterpriseApi();
  const send = async () => {
    const request = await getRequest();
    if (request) test.mutate(request);
  };
  return (
    <Card className="gap-3 p-4" role="region" aria-labelledby="api-tester-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="api-tester-title" className="text-base font-semibold">
          {t('chatbot.enterprise_api.tester_title')}
        </h2>
        <Button onClick={() => void send()} disabled={test.isPending}>
          {test.isPending ? <Spinner size="sm" label={t('chatbot.enterprise_api.sending')} className="text-primary-foreground" /> : <Send aria-hidden />}
          {t('chatbot.enterprise_api.send')}
        </Button>
      </div>
      <div aria-live="polite" data-testid="api-test-result">
        {test.isIdle ? <p className="text-sm text-muted-foreground">{t('chatbot.enterprise_api.response_placeholder')}</p> : null}
        {test.isError ? <p role="alert" className="text-sm text-destructive">{apiErrorText(test.error, t('chatbot.enterprise_api.test_failed'))}</p> : null}
        {test.isSuccess ? (
          <div className="grid gap-2 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{t('chatbot.enterprise_api.status')}</span>
              <Badge variant={test.data.status >= 200 && test.data.status < 300 ? 'success' : 'destructive'}>{test.data.status}</Badge>
              <span className="text-xs text-muted-foreground">{t('chatbot.enterprise_api.duration', { ms: test.data.durationMs })}</span>
              {test.data.truncated ? <span className="text-xs text-warning">{t('chatbot.enterprise_api.truncated')}</span> : null}
            </p>
            <h3 className="font-medium">{t('chatbot.enterprise_api.response_headers')}</h3>
            <pre className={pre}>{Object.entries(test.data.headers).map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
            <h3 className="font-medium">{t('chatbot.enterprise_api.response_body')}</h3>
            <pre className={pre}>{test.data.body}</pre>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

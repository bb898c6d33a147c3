import { useTranslation } from 'react-i18next';
import type { Variables } from '@/canvas/engine';
import { cn } from '@/ui/cn';
import type { ApiCallLog } from './use-simulator';

interface SimulatorDetailsProps {
  path: readonly string[];
  current: string | null;
  variables: Variables;
  apiCalls: readonly ApiCallLog[];
  nameOf: (nodeId: string) => string;
}

const pre = 'max-h-48 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap break-all';

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The path taken, the live variables and every API call of the simulated conversation. */
export function SimulatorDetails({ path, current, variables, apiCalls, nameOf }: SimulatorDetailsProps) {
  const { t } = useTranslation();
  const names = Object.keys(variables).sort();
  return (
    <div className="grid gap-2 px-3 pb-3 text-sm">
      <details open>
        <summary className="cursor-pointer font-semibold">{t('chatbot.simulator.path')}</summary>
        {path.length === 0 ? <p className="text-xs text-muted-foreground">{t('chatbot.simulator.no_path')}</p> : null}
        <ol className="list-decimal ps-5 text-xs" data-testid="simulator-path">
          {path.map((id) => (
            <li key={id} className={cn(id === current && 'font-semibold text-primary')} aria-current={id === current ? 'step' : undefined}>
              {nameOf(id)}
            </li>
          ))}
        </ol>
      </details>
      <details open>
        <summary className="cursor-pointer font-semibold">{t('chatbot.simulator.variables')}</summary>
        {names.length === 0 ? <p className="text-xs text-muted-foreground">{t('chatbot.simulator.no_variables')}</p> : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs" data-testid="simulator-variables">
          {names.map((name) => (
            <div key={name} className="contents">
              <dt className="font-mono">{name}</dt>
              <dd className="font-mono break-all">{asText(variables[name])}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details open={apiCalls.length > 0}>
        <summary className="cursor-pointer font-semibold">{t('chatbot.simulator.api_calls', { count: apiCalls.length })}</summary>
        <ul className="grid gap-2" aria-label={t('chatbot.simulator.api_calls', { count: apiCalls.length })}>
          {apiCalls.map((call) => (
            <li key={call.id} className="grid gap-1 rounded border p-2 text-xs">
              <p className="font-mono break-all">
                {call.request.method} {call.request.url}
              </p>
              <p className="font-semibold">{t('chatbot.simulator.request')}</p>
              <pre className={pre}>{asText({ headers: call.request.headers, body: call.request.body, access: call.request.access })}</pre>
              <p className="font-semibold">{t('chatbot.simulator.response')}</p>
              {call.response ? <pre className={pre}>{asText(call.response)}</pre> : null}
              {call.error ? <p className="text-destructive">{call.error}</p> : null}
              {!call.response && !call.error ? <p className="text-muted-foreground">{t('chatbot.simulator.waiting')}</p> : null}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

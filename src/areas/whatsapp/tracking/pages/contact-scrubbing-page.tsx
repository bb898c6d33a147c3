import { Download, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactScrubbingResponse } from '@/api/contracts/campaigns';
import { useApiClient, useConfig } from '@/api/react';
import { AudienceUpload, audienceRows, downloadCsv, type AudienceResult } from '@/campaigns';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ScrubReport } from '../components/scrub-report';
import { PageFrame } from '@/shell/page/page-frame';
import { trackingEndpoints } from '../queries/tracking-endpoints';
import { cleanListCsv, scrubRows, type ScrubOutcome } from '../scrub/scrub-list';
import { useFormat } from '@/ui/format';

type ScrubState = { status: 'idle' } | { status: 'checking'; checked: number } | { status: 'done'; outcome: ScrubOutcome } | { status: 'error' };

/** Contact scrubbing (spec §6, shown when contactScrubbing is on): a list in, what not to send to out, and the clean list to download. */
export function ContactScrubbingPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useConfig();
  const [parsed, setParsed] = useState<AudienceResult | null>(null);
  const [scrub, setScrub] = useState<ScrubState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const onResult = useCallback((result: AudienceResult | null) => {
    running.current?.abort();
    setParsed(result);
    setScrub({ status: 'idle' });
  }, []);

  const start = async (result: AudienceResult) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setScrub({ status: 'checking', checked: 0 });
    try {
      const outcome = await scrubRows(
        audienceRows(result.chunks),
        async (phones, signal) => {
          const answer = await client.call(trackingEndpoints.contactScrubbing, { method: 'post', json: { phones }, schema: contactScrubbingResponse });
          if (signal.aborted) throw signal.reason;
          return answer.results;
        },
        (checked) => setScrub({ status: 'checking', checked }),
        controller.signal,
      );
      setScrub({ status: 'done', outcome });
    } catch {
      if (!controller.signal.aborted) setScrub({ status: 'error' });
    }
  };

  const download = (result: AudienceResult, outcome: ScrubOutcome) => {
    const csv = cleanListCsv(
      audienceRows(result.chunks),
      outcome.excluded,
      result.files.map((file) => file.phoneColumn),
    );
    downloadCsv(csv, 'clean-contacts.csv');
  };

  const format = useFormat();
  const valid = parsed?.counts.valid ?? 0;
  const percent = scrub.status === 'checking' && valid > 0 ? Math.round((scrub.checked / valid) * 100) : 0;

  return (
    <PageFrame titleId="contact-scrubbing-title" title={t('waTrack.scrub.title')} lead={t('waTrack.scrub.intro')}>
      <Card className="p-4 md:p-6">
        <AudienceUpload maxFiles={config.maxFiles} initialCountry="IN" onResult={onResult} />
      </Card>
      {parsed && parsed.counts.valid > 0 ? (
        <Card className="grid gap-4 p-4 md:p-6">
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void start(parsed)} disabled={scrub.status === 'checking'}>
              <ShieldCheck aria-hidden />
              {t('waTrack.scrub.check', { n: format.number(parsed.counts.valid) })}
            </Button>
            {scrub.status === 'done' ? (
              <Button variant="outline" onClick={() => download(parsed, scrub.outcome)}>
                <Download aria-hidden />
                {t('waTrack.scrub.download')}
              </Button>
            ) : null}
          </div>
          {scrub.status === 'checking' ? (
            <div
              role="progressbar"
              aria-label={t('waTrack.scrub.checking')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('waTrack.scrub.checked', { checked: format.number(scrub.checked), total: format.number(valid) })}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          ) : null}
          {scrub.status === 'error' ? <Alert variant="destructive">{t('waTrack.scrub.failed')}</Alert> : null}
          {scrub.status === 'done' ? <ScrubReport parsed={parsed} outcome={scrub.outcome} /> : null}
        </Card>
      ) : null}
    </PageFrame>
  );
}

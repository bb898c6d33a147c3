import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignupApp } from '@/api/contracts/whatsapp-accounts';
import { useEmbeddedSignup, WabaDataDialog } from '@/campaigns/embedded-signup';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Label } from '@/ui/label';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { PageFrame } from '@/shell/page/page-frame';

const APPS: SignupApp[] = ['smart_messaging', 'click_to_whatsapp'];

/** register-new-whatsapp-api (and register-whatsapp-api, titled as its menu entry): choose the app and run embedded sign-up (spec §4). */
export function RegisterNewPage({ titleKey = 'whatsappAccounts.register.title' }: { titleKey?: string }) {
  const { t } = useTranslation();
  const signup = useEmbeddedSignup();
  const [app, setApp] = useState<SignupApp>('smart_messaging');
  return (
    <PageFrame titleId="register-new-title" title={t(titleKey)} lead={t('whatsappAccounts.register.lead')}>
      <Card className="flex max-w-2xl flex-col gap-4 p-4 md:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold" id="register-app-label">
            {t('whatsappAccounts.register.choose_app')}
          </h2>
          {signup.sandbox ? <Badge variant="warning">{t('whatsappAccounts.register.sandbox')}</Badge> : null}
        </div>
        <RadioGroup value={app} onValueChange={(value) => setApp(value as SignupApp)} aria-labelledby="register-app-label" disabled={signup.running}>
          {APPS.map((choice) => (
            <div key={choice} className="flex items-start gap-3">
              <RadioGroupItem value={choice} id={`register-app-${choice}`} className="mt-1" />
              <Label htmlFor={`register-app-${choice}`} className="flex flex-col items-start gap-0.5">
                <span className="font-medium">{t(`whatsappAccounts.register.apps.${choice}`)}</span>
                <span className="text-sm font-normal text-muted-foreground">{t(`whatsappAccounts.register.apps.${choice}_text`)}</span>
              </Label>
            </div>
          ))}
        </RadioGroup>
        {signup.sandbox ? <p className="text-sm text-muted-foreground">{t('whatsappAccounts.register.sandbox_text')}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void signup.start(app)} disabled={!signup.available || signup.running}>
            {t('whatsappAccounts.register.connect')}
          </Button>
          <span role="status" className="text-sm text-muted-foreground">
            {signup.running ? t('whatsappAccounts.register.in_progress') : ''}
          </span>
        </div>
      </Card>
      <WabaDataDialog rows={signup.wabaData} onClose={signup.closeWabaData} />
    </PageFrame>
  );
}

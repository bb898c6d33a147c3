import { Bot, ChartNoAxesCombined, Megaphone, MessageCircle, MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEmbeddedSignup, useSmartMessagingFeatures, WabaDataDialog } from '@/campaigns/embedded-signup';
import { useSessionValue } from '@/shell/session';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FeaturesComparisonDialog } from '../components/features-comparison-dialog';
import { HomeCard } from '../components/home-card';
import { PageFrame } from '@/shell/page/page-frame';

/**
 * Spec §2 "Home screen": two cards start embedded sign-up, for the click-to-WhatsApp and the smart-messaging app;
 * the smart-messaging card names the WABAs already onboarded to Marketing Messages Lite (spec §7 features path).
 */
export function HomePage() {
  const { t } = useTranslation();
  const loginName = useSessionValue('loginName');
  const username = useSessionValue('username');
  const name = loginName ?? username ?? '';
  const signup = useEmbeddedSignup();
  const onboarded = (useSmartMessagingFeatures(signup.available).data?.features ?? []).filter((feature) => feature.enabled);
  return (
    <PageFrame
      titleId="home-title"
      title={t('home.welcome', { name })}
      actions={
        <>
          <Badge>{t('home.new_launches')}</Badge>
          <Badge variant="neutral">{t('home.favourites')}</Badge>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <HomeCard icon={MessageCircle} title={t('home.waba.title')} description={t('home.waba.text')}>
          <Button asChild>
            <Link to="/whatsapp-campaign/register-new-whatsapp-api">{t('home.waba.action')}</Link>
          </Button>
        </HomeCard>
        <HomeCard icon={MousePointerClick} title={t('home.ctwa.title')} description={t('home.ctwa.text')}>
          <Button disabled={!signup.available || signup.running} onClick={() => void signup.start('click_to_whatsapp')}>
            {t('home.ctwa.action')}
          </Button>
        </HomeCard>
        <HomeCard
          icon={ChartNoAxesCombined}
          title={t('home.smart.title')}
          description={t('home.smart.text')}
          note={onboarded.length > 0 && <p className="text-sm font-medium">{t('home.smart.enabled_for', { wabas: onboarded.map((feature) => feature.name).join(', ') })}</p>}
        >
          <FeaturesComparisonDialog />
          <Button disabled={!signup.available || signup.running} onClick={() => void signup.start('smart_messaging')}>
            {t('home.smart.action')}
          </Button>
        </HomeCard>
        <HomeCard icon={Bot} title={t('home.bot.title')} description={t('home.bot.text')}>
          <Button asChild>
            <Link to="/chatbot/folders/list-folder">{t('home.bot.action')}</Link>
          </Button>
        </HomeCard>
        <HomeCard icon={Megaphone} title={t('home.campaign.title')} description={t('home.campaign.text')}>
          <Button asChild>
            <Link to="/home/select-channel">{t('home.campaign.action')}</Link>
          </Button>
        </HomeCard>
      </div>
      <WabaDataDialog rows={signup.wabaData} onClose={signup.closeWabaData} />
    </PageFrame>
  );
}

import { MessageCircle, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { HomeCard } from '../components/home-card';
import { PageFrame } from '@/shell/page/page-frame';

/** Spec §2 "Select Channel screen". */
export function SelectChannelPage() {
  const { t } = useTranslation();
  return (
    <PageFrame titleId="channel-title" title={t('home.channel.title')} width="form">
      <div className="grid gap-4 sm:grid-cols-2">
        <HomeCard icon={MessageSquareText} title={t('home.channel.rcs')} description={t('home.channel.rcs_text')}>
          <Button asChild>
            <Link to="/campaign-management/campaigns-creation" aria-label={`${t('home.channel.continue')} ${t('home.channel.rcs')}`}>
              {t('home.channel.continue')}
            </Link>
          </Button>
        </HomeCard>
        <HomeCard icon={MessageCircle} title={t('home.channel.whatsapp')} description={t('home.channel.whatsapp_text')}>
          <Button asChild>
            <Link to="/whatsapp-campaign/send-whatsapp" aria-label={`${t('home.channel.continue')} ${t('home.channel.whatsapp')}`}>
              {t('home.channel.continue')}
            </Link>
          </Button>
        </HomeCard>
      </div>
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { useRcsCampaign } from './rcs-campaign-api';
import { RcsCampaignForm } from './rcs-campaign-form';
import { emptyRcsForm, formOf, type RcsAudienceChoice } from './rcs-form-state';

/**
 * campaigns-creation (and brodcast-rcs with the active users chosen): a new campaign. Every arrival
 * starts a fresh form: the Thank-you modal's Close leads here again, and React Router keeps the same
 * page element (and its state, the open modal with it) between these routes.
 */
export function CreateRcsCampaignPage({ audience = 'FILE' }: { audience?: RcsAudienceChoice }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="grid grid-cols-1 gap-4 p-4">
      <h1 className="text-2xl font-semibold">{t(audience === 'FILE' ? 'rcsCampaigns.create_title' : 'rcsCampaigns.broadcast_title')}</h1>
      <RcsCampaignForm key={location.key} initial={emptyRcsForm(audience)} campaignId={null} hasSavedFile={false} bulk={audience === 'ACTIVE_USERS'} />
    </div>
  );
}

/** edit-campaigns/{data}: `data` is `saved:<id>` or `scheduled:<id>`, as the lists link it. */
export function EditRcsCampaignPage() {
  const { t } = useTranslation();
  const { data = '' } = useParams();
  const [kind, id = ''] = data.split(':');
  const campaign = useRcsCampaign(kind === 'scheduled' ? 'scheduled' : 'saved', id);
  return (
    <div className="grid grid-cols-1 gap-4 p-4">
      <h1 className="text-2xl font-semibold">{t('rcsCampaigns.edit_title')}</h1>
      {campaign.isPending ? <Spinner label={t('rcsCampaigns.loading')} showLabel /> : null}
      {campaign.isError ? <Alert variant="destructive">{t('rcsCampaigns.not_found')}</Alert> : null}
      {campaign.data ? <RcsCampaignForm key={campaign.data.id} initial={formOf(campaign.data)} campaignId={campaign.data.id} hasSavedFile={campaign.data.audience === 'FILE'} savedRecipients={campaign.data.funnel.total} /> : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import type { CampaignListRow } from '@/api/contracts/campaigns';
import { useConfig } from '@/api/react';
import { resolveSchedule, SchedulePicker, type ScheduleValue } from '@/campaigns';
import { notify } from '@/shell/feedback/notify';
import { useSessionValue } from '@/shell/session';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { useCampaign } from '../shared/queries/use-campaign';
import { useChangeCampaign } from '../shared/queries/use-change-campaign';
import { scheduleText } from '../shared/schedule-text';
import { fromCampaignSchedule, toCampaignSchedule } from '../shared/campaign-schedule';
import { failureOf } from '../shared/call-failure';
import { useNow } from '../shared/use-now';

function RescheduleForm({ row, initial, onDone }: { row: CampaignListRow; initial: ScheduleValue; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const config = useConfig();
  const now = useNow();
  const userType = useSessionValue('userType');
  const change = useChangeCampaign();
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const resolved = resolveSchedule(value, now, config.scheduleDateLimit);
  const save = async () => {
    try {
      const view = await change.mutateAsync({ id: row.id, action: 'schedule', schedule: toCampaignSchedule(value) });
      notify.success(
        view.state === 'PENDING_APPROVAL'
          ? t('waSend.scheduled.rescheduled_pending', { name: view.name })
          : t('waSend.scheduled.rescheduled', { name: view.name, when: scheduleText(view.schedule, view.scheduleAt, t, format) }),
      );
      onDone();
    } catch (error) {
      const failure = failureOf(error);
      setErrors(Object.values(failure.fields).length ? Object.values(failure.fields) : [failure.message ?? t('waSend.scheduled.reschedule_failed')]);
    }
  };
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <SchedulePicker value={value} onChange={setValue} limitDays={config.scheduleDateLimit} now={now} />
      {userType === 'M' || userType === 'C' ? <p className="text-sm text-muted-foreground">{t('waSend.scheduled.needs_approval')}</p> : null}
      {errors.map((message) => (
        <Alert key={message} variant="destructive">
          {message}
        </Alert>
      ))}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending || resolved.problem !== null}>
          {change.isPending ? t('waSend.saving') : t('waSend.scheduled.save_time')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Picks a new send time for a scheduled campaign; the campaign's own zone and time are the starting point. */
export function RescheduleDialog({ row, onClose }: { row: CampaignListRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const campaign = useCampaign(row?.id ?? null);
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('waSend.scheduled.reschedule_title')}</DialogTitle>
          <DialogDescription>{t('waSend.scheduled.reschedule_description', { name: row?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        {campaign.isPending ? <Spinner label={t('waSend.edit.loading')} showLabel /> : null}
        {campaign.isError ? <Alert variant="destructive">{t('waSend.edit.load_failed')}</Alert> : null}
        {row && campaign.data ? <RescheduleForm key={row.id} row={row} initial={fromCampaignSchedule(campaign.data.schedule)} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

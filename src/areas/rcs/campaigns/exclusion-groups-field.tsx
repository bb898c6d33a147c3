import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalisePhone } from '@/campaigns';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { useExclusionGroups } from './queries/use-exclusion-groups';
import { useSaveExclusionGroup } from './queries/use-save-exclusion-group';
import { useEsmeaddr } from './queries/rcs-endpoint';

/** Choose the exclusion groups whose numbers leave the audience, or make a new group from pasted numbers. */
export function ExclusionGroupsField({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const groups = useExclusionGroups();
  const save = useSaveExclusionGroup();
  const esmeaddr = useEsmeaddr();
  const [name, setName] = useState('');
  const [numbers, setNumbers] = useState('');
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((item) => item !== id));

  const create = async () => {
    const phones = [...new Set(numbers.split(/[\s,;]+/).map((raw) => normalisePhone(raw, 'IN')).filter((phone): phone is string => phone !== null))];
    try {
      const group = await save.mutateAsync({ esmeaddr, name: name.trim(), numbers: phones });
      onChange([...value, group.id]);
      setName('');
      setNumbers('');
      notify.success(t('rcsCampaigns.groups.created', { name: group.name, count: group.numbers }));
    } catch {
      notify.error(t('rcsCampaigns.groups.create_failed'));
    }
  };

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">{t('rcsCampaigns.groups.title')}</legend>
      {groups.data?.length ? (
        <ul className="grid gap-2">
          {groups.data.map((group) => (
            <li key={group.id} className="flex items-center gap-2">
              <Checkbox id={`group-${group.id}`} checked={value.includes(group.id)} onCheckedChange={(on) => toggle(group.id, on === true)} />
              <Label htmlFor={`group-${group.id}`}>{t('rcsCampaigns.groups.option', { name: group.name, count: group.numbers })}</Label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('rcsCampaigns.groups.none')}</p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField label={t('rcsCampaigns.groups.new_name')}>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={t('rcsCampaigns.groups.new_numbers')} hint={t('rcsCampaigns.groups.new_numbers_hint')}>
          <textarea className="min-h-16 rounded-md border bg-background px-3 py-2 text-sm" value={numbers} onChange={(event) => setNumbers(event.target.value)} />
        </FormField>
      </div>
      <Button type="button" variant="outline" className="justify-self-start" disabled={!name.trim() || save.isPending} onClick={() => void create()}>
        {t('rcsCampaigns.groups.create')}
      </Button>
    </fieldset>
  );
}

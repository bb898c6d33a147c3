import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Label } from '@/ui/label';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { AudienceUpload, type AudienceUploadProps } from '../audience/audience-upload';
import type { AudienceResult } from '../audience/audience-types';
import { ContactListPicker } from './contact-list-picker';
import { SaveAsList } from './save-as-list';

type Source = 'upload' | 'list';

/** The tables area's contact lists page: the spec's sidebar has no entry for it, so the send forms link it. */
export const CONTACT_LISTS_PATH = '/tables/contact-lists';

/**
 * Where a campaign's numbers come from, for both channels' send forms: a file read in the browser
 * (which can then be kept as a contact list) or a saved contact list. Both stay mounted, so a parsed
 * file survives a look at the lists; the form hears the result of the source shown.
 */
export function AudienceSource(props: AudienceUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [source, setSource] = useState<Source>('upload');
  const [uploaded, setUploaded] = useState<AudienceResult | null>(null);
  const [fromList, setFromList] = useState<AudienceResult | null>(null);
  const chosen = source === 'upload' ? uploaded : fromList;
  const onResult = useRef(props.onResult);
  useEffect(() => {
    onResult.current = props.onResult;
  });
  useEffect(() => {
    onResult.current(chosen);
  }, [chosen]);

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('rcsLists.source.legend')}</legend>
        <RadioGroup value={source} onValueChange={(value) => setSource(value as Source)} className="flex flex-wrap gap-x-6 gap-y-2">
          {(['upload', 'list'] as const).map((value) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem value={value} id={`${id}-${value}`} />
              <Label htmlFor={`${id}-${value}`}>{t(`rcsLists.source.${value}`)}</Label>
            </div>
          ))}
        </RadioGroup>
        <Link to={CONTACT_LISTS_PATH} className="justify-self-start text-sm text-primary underline-offset-4 hover:underline">
          {t('rcsLists.source.manage')}
        </Link>
      </fieldset>
      <div hidden={source !== 'upload'} className="grid gap-4">
        <AudienceUpload {...props} onResult={setUploaded} />
        {uploaded && uploaded.counts.valid > 0 ? <SaveAsList result={uploaded} /> : null}
      </div>
      <div hidden={source !== 'list'}>
        <ContactListPicker onResult={setFromList} active={source === 'list' || fromList !== null} />
      </div>
    </div>
  );
}

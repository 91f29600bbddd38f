import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { EventHighlightsStep } from '@tajriba/contracts/host-wizard';
import { Select, TextArea, TextField } from '@tajriba/design-system';
import { listQuery, useWizardApi } from '../../../shared/wizard-api';
import { useFieldError, useStepForm } from '../components/step-form';
import { TagListField } from '../components/tag-list-field';
import { ChipsField, Hint, Stack } from '../components/ui';
import { joinList } from '../../../shared/slot-time';
import { useWizardStore } from '../stores/wizard-store';

/** Language codes named in the page's language ("fr" → "French" / "الفرنسية"). */
function languageNames(locale: string, codes: readonly string[]): string[] {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  return codes.map((c) => names.of(c) ?? c);
}

/** Step 3 (§2 "Step content details"): name, description (counter out of 500), category, languages, keywords. */
export function HighlightsStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.highlights.${id}` });
  const form = useStepForm<EventHighlightsStep>('eventHighlightsStep');
  const err = useFieldError(form);
  const { client, locale } = useWizardApi();
  const categories = useQuery(listQuery.categories(client, locale));
  const others = useSnapshot(useWizardStore()).otherLanguages;
  return (
    <Stack>
      <TextField label={t('name')} required {...form.register('name')} error={err('name')} />
      <TextArea label={t('description')} maxCount={500} rows={5} {...form.register('description')} error={err('description')} />
      <Controller
        control={form.control}
        name="eventType"
        render={({ field }) => (
          <Select<number>
            label={t('category')}
            required
            placeholder={t('categoryPlaceholder')}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={field.value?.id ?? null}
            onChange={(id) => {
              const c = categories.data?.find((x) => x.id === id);
              field.onChange(c ? { id: c.id, name: c.name } : null);
            }}
            error={err('eventType')}
          />
        )}
      />
      <div>
        <p>
          {t('languages')} <span aria-hidden>*</span>
        </p>
        <ChipsField control={form.control} name="languages" label={t('languages')} options={[{ value: 'en', label: t('lang.en') }, { value: 'ar', label: t('lang.ar') }]} error={err('languages')} />
        {others.length > 0 && (
          // Languages the step does not offer (a catalogue listing's "fr") stay as they are on save:
          // named here so the host knows, not editable (see applyLanguageChoice).
          <Hint data-testid="other-languages">{intl.formatMessage({ id: 'host-wizard.highlights.otherLanguages' }, { count: others.length, languages: joinList(intl, languageNames(intl.locale, others)) })}</Hint>
        )}
      </div>
      <TagListField control={form.control} name="keyWords" label={t('keywords')} addLabel={t('addKeyword')} maxLength={50} maxItems={20} error={err('keyWords')} />
    </Stack>
  );
}

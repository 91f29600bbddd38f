import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { drinkOptions, foodOptions, toggles, type ActivitiesStep as ActivitiesValue } from '@tajriba/contracts/host-wizard';
import { RadioGroup, TextArea } from '@tajriba/design-system';
import { listQuery, useWizardApi } from '../../../shared/wizard-api';
import { useFieldError, useStepForm } from '../components/step-form';
import { TagListField } from '../components/tag-list-field';
import { Card, Chip, Chips, ChipsField, ErrorText, Stack, ToggleField } from '../components/ui';

/** Step 7: activity level, activities, special skill, accessible, bring items, third party, preparation, what is included. */
export function ActivitiesStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.activities.${id}` });
  const form = useStepForm<ActivitiesValue>('activitiesStep');
  const err = useFieldError(form);
  const { client, locale } = useWizardApi();
  const list = useQuery(listQuery.activities(client, locale));
  const v = form.watch();
  const apply = (next: ActivitiesValue) => form.reset(next, { keepDefaultValues: true });
  return (
    <Stack>
      <Controller
        control={form.control}
        name="activityLevelExpected"
        render={({ field }) => <RadioGroup label={t('level')} inline options={(['light', 'medium', 'moderate', 'strenuous'] as const).map((l) => ({ value: l, label: t(`level.${l}`) }))} value={field.value} onChange={field.onChange} />}
      />
      <Card>
        <legend>{t('activities')}</legend>
        <ToggleField control={form.control} name="includeActivities" label={t('include')} onToggle={(on) => apply(toggles.includeActivities(form.getValues(), on))} />
        {v.includeActivities && (
          <Chips>
            {(list.data ?? []).map((a) => {
              const on = (v.activities ?? []).some((x) => x.id === a.id);
              return (
                <Chip
                  key={a.id}
                  type="button"
                  $on={on}
                  $error={Boolean(err('activities'))}
                  aria-pressed={on}
                  onClick={() => form.setValue('activities', on ? (v.activities ?? []).filter((x) => x.id !== a.id) : [...(v.activities ?? []), { id: a.id, name: a.name }], { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
                >
                  {a.name}
                </Chip>
              );
            })}
          </Chips>
        )}
        {err('activities') && <ErrorText role="alert">{err('activities')}</ErrorText>}
      </Card>
      <ToggleField control={form.control} name="needSpecialSkill" label={t('skill')} onToggle={(on) => apply(toggles.needSpecialSkill(form.getValues(), on))} />
      {v.needSpecialSkill && <TextArea label={t('skillText')} maxCount={500} rows={2} {...form.register('guestSpecialSkill')} error={err('guestSpecialSkill')} />}
      <ToggleField control={form.control} name="isAccessible" label={t('accessible')} />
      <ToggleField control={form.control} name="needToBringSomething" label={t('bring')} onToggle={(on) => apply(toggles.needToBringSomething(form.getValues(), on))} />
      {v.needToBringSomething && <TextArea label={t('bringText')} maxCount={250} rows={2} {...form.register('bringItems')} error={err('bringItems')} />}
      <ToggleField control={form.control} name="thirdPartyRequired" label={t('thirdParty')} onToggle={(on) => apply(toggles.thirdPartyRequired(form.getValues(), on))} />
      {v.thirdPartyRequired && <TextArea label={t('thirdPartyText')} maxCount={250} rows={2} {...form.register('thirdPaty')} error={err('thirdPaty')} />}
      <TextArea label={t('prepare')} maxCount={500} rows={3} {...form.register('guestPrepareBeforeArrival')} error={err('guestPrepareBeforeArrival')} />
      <Card>
        <legend>{t('included')}</legend>
        <p>{t('food')}</p>
        <ChipsField control={form.control} name="whatIsIncluded.food" label={t('food')} options={foodOptions.map((f) => ({ value: f, label: t(`food.${f}`) }))} />
        <p>{t('drinks')}</p>
        <ChipsField control={form.control} name="whatIsIncluded.drinks" label={t('drinks')} options={drinkOptions.map((f) => ({ value: f, label: t(`drinks.${f}`) }))} />
        <TagListField control={form.control} name="whatIsIncluded.equipment" label={t('equipment')} addLabel={t('addEquipment')} maxLength={100} maxItems={20} error={err('whatIsIncluded.equipment')} />
      </Card>
    </Stack>
  );
}

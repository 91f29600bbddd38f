import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFieldArray } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { CoverageDetailsStep } from '@tajriba/contracts/host-wizard';
import { Button, TextField } from '@tajriba/design-system';
import { listQuery, useWizardApi } from '../../../shared/wizard-api';
import { useFieldError, useStepForm } from '../components/step-form';
import { Chip, Chips, ErrorText, Row, Stack } from '../components/ui';

/** Step 4 (atGuest): regions covered, from the active list; a new one may be named (created inactive until staff activate it). */
export function CoverageStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.coverage.${id}` });
  const form = useStepForm<CoverageDetailsStep>('coverageDetailsStep');
  const err = useFieldError(form);
  const regions = useFieldArray({ control: form.control, name: 'regions', keyName: 'key' });
  const { client, locale } = useWizardApi();
  const list = useQuery(listQuery.regions(client, locale));
  const [name, setName] = useState('');
  const chosen = form.watch('regions');
  return (
    <Stack>
      <p>
        {t('regions')} <span aria-hidden>*</span>
      </p>
      <Chips>
        {(list.data ?? []).map((r) => {
          const i = chosen.findIndex((c) => c.id === r.id);
          return (
            <Chip key={r.id} type="button" $on={i >= 0} $error={Boolean(err('regions'))} aria-pressed={i >= 0} onClick={() => (i >= 0 ? regions.remove(i) : regions.append({ id: r.id, name: r.name }))}>
              {r.name}
            </Chip>
          );
        })}
        {chosen.filter((c) => c.id === null).map((c) => (
          <Chip key={c.name} type="button" $on onClick={() => regions.remove(chosen.indexOf(c))}>
            {c.name} ×
          </Chip>
        ))}
      </Chips>
      {err('regions') && <ErrorText role="alert">{err('regions')}</ErrorText>}
      <Row>
        <TextField label={t('newRegion')} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        <Button
          variant="secondary"
          disabled={name.trim().length < 2}
          onClick={() => {
            regions.append({ id: null, name: name.trim() });
            setName('');
          }}
        >
          {t('add')}
        </Button>
      </Row>
      <TextField label={t('travelCosts')} type="number" min={0} endAdornment={intl.formatMessage({ id: 'host-wizard.pricing.sar' })} {...form.register('additionalTravelCosts', { valueAsNumber: true })} error={err('additionalTravelCosts')} />
    </Stack>
  );
}

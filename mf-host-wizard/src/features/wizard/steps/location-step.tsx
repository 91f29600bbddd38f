import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { toggles, type LocationStep as LocationValue } from '@tajriba/contracts/host-wizard';
import { Button, LazyBoundary, lazyWithRetry, Skeleton, TextField } from '@tajriba/design-system';
import { useWizardApi, wizardApi, wizardKeys } from '../../../shared/wizard-api';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, Chip, ChipSet, ErrorText, Row, Stack, ToggleField } from '../components/ui';
import { MAP_HEIGHT } from '../map/constants';
import { nearestCity, type GazetteerCity } from '../map/gazetteer';
import { joinList } from '../../../shared/slot-time';

// The map's chunk may fail to download (offline): the boundary says so in place with Retry.
const PinMap = lazyWithRetry(() => import('../map/pin-map'));

/**
 * Step 4 (atHost): location text, city, a different meeting point, transportation. The map (offline
 * basemap) sets the point; reverse geocoding and autocomplete use the seeded Saudi gazetteer
 * (`GET /api/Home/CitiesSearch`, both languages). A click far from every city leaves city and location empty.
 */
export function LocationStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.location.${id}` });
  const form = useStepForm<LocationValue>('locationStep');
  const err = useFieldError(form);
  const { client, locale } = useWizardApi();
  const [search, setSearch] = useState('');
  const [locating, setLocating] = useState(false);
  const gazetteer = useQuery({ queryKey: wizardKeys.cities(locale, ''), queryFn: ({ signal }) => wizardApi.cities(client, '', 50, signal), staleTime: 3_600_000 });
  const matches = useQuery({ queryKey: wizardKeys.cities(locale, search.trim()), queryFn: ({ signal }) => wizardApi.cities(client, search.trim(), 6, signal), enabled: search.trim().length >= 2 });
  const v = form.watch();
  const apply = (next: LocationValue) => form.reset(next, { keepDefaultValues: true });
  const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const place = (point: { latitude: number; longitude: number }, city: GazetteerCity | null) => {
    form.setValue('locationLatitude', point.latitude, opts);
    form.setValue('locationLongitude', point.longitude, opts);
    form.setValue('city', city?.name ?? '', opts);
    form.setValue('location', city ? joinList(intl, [city.name, city.regionName]) : '', opts);
  };
  const pick = (point: { latitude: number; longitude: number }) => place(point, nearestCity(gazetteer.data ?? [], point));
  const locate = () => {
    if (!navigator.geolocation) return form.setError('location', { type: 'geo', message: 'host-wizard.location.geoDenied' });
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        pick({ latitude: p.coords.latitude, longitude: p.coords.longitude });
      },
      () => {
        setLocating(false);
        form.setError('location', { type: 'geo', message: 'host-wizard.location.geoDenied' });
      },
    );
  };
  const point = v.locationLatitude !== null && v.locationLongitude !== null ? { latitude: v.locationLatitude, longitude: v.locationLongitude } : null;
  const meeting = v.meetingLocationLatitude !== null && v.meetingLocationLongitude !== null ? { latitude: v.meetingLocationLatitude, longitude: v.meetingLocationLongitude } : null;
  return (
    <Stack>
      <Row>
        <TextField label={t('search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        <Button variant="secondary" onClick={locate} loading={locating}>
          {t('useMyLocation')}
        </Button>
      </Row>
      {search.trim().length >= 2 && matches.data && matches.data.length > 0 && (
        <ChipSet aria-label={t('suggestions')}>
          {matches.data.map((c) => (
            <Chip
              key={c.id}
              type="button"
              $on={false}
              onClick={() => {
                place({ latitude: c.latitude, longitude: c.longitude }, c);
                setSearch('');
              }}
            >
              {c.name} · {c.regionName}
            </Chip>
          ))}
        </ChipSet>
      )}
      <LazyBoundary fallback={<Skeleton height={MAP_HEIGHT} />}>
        <PinMap point={point} onPick={pick} label={t('map')} />
      </LazyBoundary>
      {err('locationLatitude') && <ErrorText role="alert">{err('locationLatitude')}</ErrorText>}
      <Row>
        <TextField label={t('location')} required {...form.register('location')} error={err('location')} />
        <TextField label={t('city')} required {...form.register('city')} error={err('city')} />
      </Row>
      <Card>
        <legend>{t('meeting')}</legend>
        <ToggleField control={form.control} name="meetingLocationDifferent" label={t('meetingDifferent')} onToggle={(on) => apply(toggles.meetingLocationDifferent(form.getValues(), on))} />
        {v.meetingLocationDifferent && (
          <>
            <TextField label={t('meetingLocation')} required {...form.register('meetingLocation')} error={err('meetingLocation')} />
            <LazyBoundary fallback={<Skeleton height={MAP_HEIGHT} />}>
              <PinMap
                point={meeting}
                label={t('meetingMap')}
                onPick={(p) => {
                  form.setValue('meetingLocationLatitude', p.latitude, opts);
                  form.setValue('meetingLocationLongitude', p.longitude, opts);
                }}
              />
            </LazyBoundary>
            {err('meetingLocationLatitude') && <ErrorText role="alert">{err('meetingLocationLatitude')}</ErrorText>}
          </>
        )}
      </Card>
      <Card>
        <legend>{t('transportation')}</legend>
        <ToggleField control={form.control} name="provideTransportation" label={t('provideTransportation')} />
        {v.provideTransportation && (
          <>
            <TextField label={t('vehicle')} required {...form.register('vehicleType')} error={err('vehicleType')} />
            <ToggleField control={form.control} name="transportationPriceIncluded" label={t('included')} onToggle={(on) => apply(toggles.transportationPriceIncluded(form.getValues(), on))} />
            <TextField
              label={t('price')}
              type="number"
              min={0}
              endAdornment={intl.formatMessage({ id: 'host-wizard.pricing.sar' })}
              disabled={v.transportationPriceIncluded}
              {...form.register('transportationPrice', { valueAsNumber: true })}
              error={v.transportationPriceIncluded ? undefined : err('transportationPrice')}
            />
          </>
        )}
      </Card>
    </Stack>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, FormErrorBox, Modal, TextField } from '@tajriba/design-system';
import type { CatalogueBody, CatalogueItem, CatalogueKind } from '@tajriba/contracts/host';
import { useApiContext } from '../../shared/api/use-api-context';
import { catalogueActions } from './api';
import { CategoryIcon } from './category-icon';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;
const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;
const IconRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: end;
`;

/** An icon is an SVG of at most 100 kB (the API keeps only its path data, and says 415 for anything else). */
const ICON_MAX_BYTES = 100 * 1024;

type Values = { nameEn: string; nameAr: string; latitude: string; longitude: string; fromDate: string; toDate: string };
type Errors = Partial<Record<keyof Values | 'file', string>>;

function toBody(kind: CatalogueKind, v: Values): CatalogueBody {
  return {
    nameEn: v.nameEn,
    nameAr: v.nameAr,
    ...(kind === 'regions' ? { latitude: v.latitude, longitude: v.longitude } : {}),
    ...(kind === 'holidays' ? { fromDate: v.fromDate || undefined, toDate: v.toDate || undefined } : {}),
  } as CatalogueBody;
}

/** The API's own rules (contracts `catalogueBodySchema`), plus what each kind needs that the body schema leaves optional. */
async function problems(kind: CatalogueKind, v: Values): Promise<Errors> {
  const { catalogueBodySchema } = await import('@tajriba/contracts/host');
  const out: Errors = {};
  // an empty name is "required", not "at least 2 characters"
  if (!v.nameEn.trim()) out.nameEn = 'validation.required';
  if (!v.nameAr.trim()) out.nameAr = 'validation.required';
  if (kind === 'regions') {
    if (!v.latitude.trim()) out.latitude = 'validation.required';
    if (!v.longitude.trim()) out.longitude = 'validation.required';
  }
  if (kind === 'holidays') {
    if (!v.fromDate) out.fromDate = 'validation.required';
    if (!v.toDate) out.toDate = 'validation.required';
  }
  const r = catalogueBodySchema.safeParse(toBody(kind, v));
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.') as keyof Errors] ??= i.message;
  return out;
}

/**
 * Add or edit a catalogue entry: both names (2–100, unique — the API says which one is taken),
 * a region's centre, a holiday's dates (to on or after from), and for a category its icon (an
 * SVG, sent after the entry is saved; a refused icon keeps the dialog open with the reason).
 */
export function CatalogueDialog({ kind, item, onClose }: { kind: CatalogueKind; item: CatalogueItem | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  const [v, setV] = useState<Values>({
    nameEn: item?.nameEn ?? '',
    nameAr: item?.nameAr ?? '',
    latitude: item?.latitude === undefined ? '' : String(item.latitude),
    longitude: item?.longitude === undefined ? '' : String(item.longitude),
    fromDate: item?.fromDate ?? '',
    toDate: item?.toDate ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // once saved, a retry (say, of a refused icon) edits the entry instead of adding it twice
  const [savedId, setSavedId] = useState<number | null>(item?.id ?? null);
  const save = useMutation({
    mutationFn: async () => {
      const body = toBody(kind, v);
      const id = savedId ?? null;
      const saved = id === null ? await catalogueActions.add(api, { kind, body }) : await catalogueActions.edit(api, { kind, id, body });
      setSavedId(saved.id);
      if (kind === 'categories' && file) await catalogueActions.updateIcon(api, { id: saved.id, file });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: ['catalogue', userId, kind] }),
    onSuccess: onClose,
  });
  const server = save.error instanceof ApiError ? save.error : null;
  const err = (k: keyof Errors) => {
    const id = errors[k] ?? server?.fieldsErrors[k]?.[0];
    return id ? t(id) : undefined;
  };
  const set = (k: keyof Values, value: string) => setV((prev) => ({ ...prev, [k]: value }));
  const formId = 'catalogue-form';
  return (
    <Modal
      open
      onClose={onClose}
      title={t(item ? `catalogue.editTitle.${kind}` : `catalogue.add.${kind}`)}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('host.common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('catalogue.save')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const found = await problems(kind, v);
          if (file && (file.size > ICON_MAX_BYTES || !/\.svg$/i.test(file.name))) found.file = 'catalogue.iconRule';
          setErrors(found);
          if (!Object.keys(found).length) save.mutate();
        }}
      >
        <Pair>
          <TextField label={t('catalogue.nameEn')} dir="ltr" lang="en" maxLength={100} value={v.nameEn} onChange={(e) => set('nameEn', e.target.value)} error={err('nameEn')} required />
          <TextField label={t('catalogue.nameAr')} dir="rtl" lang="ar" maxLength={100} value={v.nameAr} onChange={(e) => set('nameAr', e.target.value)} error={err('nameAr')} required />
        </Pair>
        {kind === 'regions' && (
          <Pair>
            <TextField label={t('catalogue.latitude')} dir="ltr" inputMode="decimal" value={v.latitude} onChange={(e) => set('latitude', e.target.value)} error={err('latitude')} required />
            <TextField label={t('catalogue.longitude')} dir="ltr" inputMode="decimal" value={v.longitude} onChange={(e) => set('longitude', e.target.value)} error={err('longitude')} required />
          </Pair>
        )}
        {kind === 'holidays' && (
          <Pair>
            <TextField label={t('catalogue.fromDate')} type="date" max="2999-12-31" value={v.fromDate} onChange={(e) => set('fromDate', e.target.value)} error={err('fromDate')} required />
            <TextField label={t('catalogue.toDate')} type="date" max="2999-12-31" value={v.toDate} onChange={(e) => set('toDate', e.target.value)} error={err('toDate')} required />
          </Pair>
        )}
        {kind === 'categories' && (
          <IconRow>
            <CategoryIcon d={item?.icon} />
            <TextField
              label={t('catalogue.icon')}
              hint={t('catalogue.iconHint')}
              type="file"
              accept=".svg,image/svg+xml"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              error={err('file')}
            />
          </IconRow>
        )}
        {server && !Object.keys(server.fieldsErrors).length && <FormErrorBox errors={server.errors} />}
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import { styled } from 'styled-components';
import { isApiError } from '@tajriba/api-client';
import { createFavouriteNameBodySchema } from '@tajriba/contracts/discovery';
import { Msg } from '@tajriba/contracts/constants';
import { Button, CheckIcon, FormErrorBox, Modal, PlusIcon, Skeleton, TextField } from '@tajriba/design-system';
import { createFavouriteList, favouriteKeys, moveFavourite } from '@tajriba/data-access/favourites';
import { useApiContext } from '../api/use-api-context';
import { mediaUrl } from '../lib/media';
import { useFavouriteNames } from './api/get-favourite-names';
import { useFavouritesActions, useFavouritesStore } from './favourites-store';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing[3]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Choice = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  inline-size: 100%;
  padding: ${({ theme }) => theme.spacing[2]};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  img,
  .cover {
    inline-size: 48px;
    block-size: 48px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    flex: none;
  }
  span {
    flex: 1;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const NewList = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: flex-end;
  margin-block-start: ${({ theme }) => theme.spacing[4]};
  > :first-child {
    flex: 1;
  }
`;

/**
 * "Saved — add it to a list?": after a heart is filled the guest may file the favourite under a
 * named wishlist (FavouriteNames), create one, or move it between lists.
 */
export function WishlistPicker() {
  const { picker } = useSnapshot(useFavouritesStore());
  const actions = useFavouritesActions();
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  const names = useFavouriteNames(!!picker);
  const [chosen, setChosen] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    actions.openPicker(null);
    setChosen(null);
    setNewName('');
    setFieldError(null);
    setError(null);
  };

  const moveTo = async (listId: string) => {
    if (!picker) return;
    setBusy(true);
    setError(null);
    try {
      await moveFavourite(api, picker.favouriteId, listId);
      setChosen(listId);
      await client.invalidateQueries({ queryKey: favouriteKeys.all(userId) });
    } catch (e) {
      setError(isApiError(e) ? e.errors[0] : Msg.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    const parsed = createFavouriteNameBodySchema.safeParse({ name: newName });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? Msg.invalidValue);
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const id = await createFavouriteList(api, parsed.data.name);
      setNewName('');
      setBusy(false);
      await moveTo(id);
    } catch (e) {
      setBusy(false);
      if (isApiError(e) && e.fieldsErrors.name?.length) setFieldError(e.fieldsErrors.name[0]);
      else setError(isApiError(e) ? e.errors[0] : Msg.somethingWentWrong);
    }
  };

  return (
    <Modal
      open={!!picker}
      onClose={close}
      size="sm"
      title={t('discovery.wishlist.title')}
      description={picker ? t('discovery.wishlist.saved', { name: picker.name }) : undefined}
      footer={
        <Button onClick={close} fullWidth>
          {t('discovery.wishlist.done')}
        </Button>
      }
    >
      {error ? <FormErrorBox errors={[error]} /> : null}
      {names.isPending ? (
        <List aria-busy>
          {[0, 1].map((i) => (
            <li key={i}>
              <Skeleton height={64} />
            </li>
          ))}
        </List>
      ) : names.isError ? (
        <FormErrorBox errors={[t('discovery.error.generic')]} />
      ) : names.data.length ? (
        <List aria-label={t('discovery.wishlist.lists')}>
          {names.data.map((n) => (
            <li key={n.id}>
              <Choice type="button" $active={chosen === n.id} aria-pressed={chosen === n.id} disabled={busy} onClick={() => void moveTo(n.id)}>
                {n.coverImagePath ? <img src={mediaUrl(n.coverImagePath)} alt="" /> : <span className="cover" aria-hidden />}
                <span>
                  {n.name}
                  <small>{t('discovery.wishlist.count', { count: n.experiencesCount })}</small>
                </span>
                {chosen === n.id ? <CheckIcon size={18} /> : null}
              </Choice>
            </li>
          ))}
        </List>
      ) : (
        <p>{t('discovery.wishlist.none')}</p>
      )}
      <NewList
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <TextField
          label={t('discovery.wishlist.newName')}
          value={newName}
          maxLength={50}
          onChange={(e) => setNewName(e.target.value)}
          error={fieldError ?? undefined}
        />
        <Button type="submit" variant="secondary" startIcon={<PlusIcon size={16} />} loading={busy}>
          {t('discovery.wishlist.create')}
        </Button>
      </NewList>
    </Modal>
  );
}

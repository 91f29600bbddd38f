import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { discoverySchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';
import { wishlistsKey } from './lists';

export const LIST_PAGE_SIZE = 12;
const response = discoverySchema((_p, d) => d.favouriteExperiencesResponseSchema);

/** GET /api/Manage/FavouriteExperiences?FavouriteNameId=&PageNumber=&PageSize=: one list's experiences (texts in the page's language). */
export function useListExperiences(listId: string, page: number) {
  const { api, userId, locale } = useApiContext();
  return useQuery({
    queryKey: [...wishlistsKey(userId), 'list', listId, page, locale],
    queryFn: ({ signal }) =>
      api.get('/api/Manage/FavouriteExperiences', response, { query: { FavouriteNameId: listId, PageNumber: page, PageSize: LIST_PAGE_SIZE }, signal }),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}

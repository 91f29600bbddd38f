/** `GET /api/Manage/FavouriteExperiences`' query (favouriteExperiencesQuerySchema): a list, or every saved experience; paged. */
export interface FavouriteExperiencesQuery {
  FavouriteNameId?: string;
  PageNumber?: number;
  PageSize?: number;
}

/**
 * Query keys, per signed-in user (never share a cache across users). Invalidate `all(userId)`
 * after any change: lists' counts and covers, and the lists' experiences, all move together.
 */
export const favouriteKeys = {
  all: (userId: number) => ['favourites', userId] as const,
  lists: (userId: number) => [...favouriteKeys.all(userId), 'lists'] as const,
  experiences: (userId: number, query: FavouriteExperiencesQuery = {}) => [...favouriteKeys.all(userId), 'experiences', query] as const,
};

/** See catalogue-parts.cjs. */
export type CatalogueParts = Record<string, string[]>;
export declare const REST: 'rest';
export declare function selectPart<T>(catalogue: Record<string, T>, parts: CatalogueParts, name: string): Record<string, T>;

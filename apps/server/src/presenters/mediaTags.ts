import type { MediaTagCollection } from '@pms/contracts';
/** Every tag of the library with how many images carry it. */
export function presentMediaTags(tags: { name: string; count: number }[]): MediaTagCollection {
  return {
    '@type': 'hydra:Collection',
    'hydra:member': tags.map((tag) => ({ name: tag.name, count: tag.count })),
    'hydra:totalItems': tags.length,
  };
}
